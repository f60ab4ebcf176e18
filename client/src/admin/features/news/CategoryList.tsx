import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from './api';

/** The categories in use, offered as the category field is typed. */
export function CategoryList({ id }: { id: string }) {
  const list = useQuery(categoriesQuery).data ?? [];
  return (
    <datalist id={id}>
      {list.map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}
