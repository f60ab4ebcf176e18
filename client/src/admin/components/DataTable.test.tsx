import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render';
import { DataTable } from './DataTable';

interface Person {
  id: number;
  name: string;
  email: string;
}
const people: Person[] = [
  { id: 1, name: 'Amani', email: 'amani@example.org' },
  { id: 2, name: 'Zawadi', email: 'zawadi@example.org' },
];

function table(rows: Person[], withEmail = true) {
  return renderAdmin(
    <DataTable
      caption="Staff accounts"
      empty="Nobody yet."
      rows={rows}
      rowKey={(person) => person.id}
      rowProps={() => ({ 'data-testid': 'person-row' })}
      columns={[
        { key: 'name', header: 'Name', rowHeader: true, cell: (person) => person.name },
        withEmail && { key: 'email', header: 'Email', className: 'wrap-anywhere', cell: (person) => person.email },
      ]}
    />,
  );
}

/** A sortable table holding its own order, as a screen holds it in React Query. */
function Sorted() {
  const [rows, setRows] = useState(people);
  return (
    <DataTable
      caption="Staff accounts"
      rows={rows}
      rowKey={(person) => person.id}
      sortable={{
        nameOf: (person) => person.name,
        onReorder: (ids) => setRows(ids.map((id) => rows.find((p) => p.id === id) as Person)),
      }}
      columns={[
        { key: 'name', header: 'Name', rowHeader: true, cell: (person) => person.name },
        { key: 'order', header: 'Order', reorder: true },
      ]}
    />
  );
}

describe('DataTable', () => {
  it('scrolls in a focusable region named by its caption, with column and row headers', () => {
    table(people);
    const region = screen.getByRole('region', { name: 'Staff accounts' });
    expect(region).toHaveAttribute('tabindex', '0');
    const grid = within(region).getByRole('table', { name: 'Staff accounts' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Amani', 'Zawadi']);
    const first = screen.getAllByTestId('person-row')[0];
    expect(within(first).getByRole('cell')).toHaveTextContent('amani@example.org');
    expect(within(first).getByRole('cell')).toHaveClass('px-3', 'py-2', 'wrap-anywhere');
  });

  it('leaves out a column given as false', () => {
    table(people, false);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name']);
    expect(screen.queryByRole('cell')).toBeNull();
  });

  it('says so instead of showing an empty table', () => {
    table([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
  });

  it('links the name of each row to its screen', async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin(
      <DataTable
        caption="Staff accounts"
        rows={people}
        rowKey={(person) => person.id}
        columns={[
          {
            key: 'name',
            header: 'Name',
            rowHeader: true,
            link: (person) => `/${person.id}`,
            cell: (person) => person.name,
          },
          { key: 'email', header: 'Email', cell: (person) => person.email },
        ]}
      />,
    );
    const link = within(screen.getAllByRole('rowheader')[1]).getByRole('link', { name: 'Zawadi' });
    expect(link).toHaveAttribute('href', '/2');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    link.focus();
    await user.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/2');
  });

  it('orders its rows by keyboard when sortable, with the move buttons where the order column is', () => {
    renderAdmin(<Sorted />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Order']);
    fireEvent.click(screen.getByRole('button', { name: /^Move down ?Amani$/ }));
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Zawadi', 'Amani']);
    expect(document.querySelectorAll('tbody > tr[data-sortable-id] [data-drag-handle]')).toHaveLength(2);
  });
});
