import { ComingPage } from '../../layout/ComingPage';

export function AuditPage() {
  return <ComingPage section="audit" />;
}
