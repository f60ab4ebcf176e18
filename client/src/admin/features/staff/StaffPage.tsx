import { ComingPage } from '../../layout/ComingPage';

export function StaffPage() {
  return <ComingPage section="staff" />;
}
