import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { adminPaths } from '@/lib/admin-paths';

/** An address under /admin that matches no screen. */
export default function AdminNotFoundPage() {
  return (
    <>
      <AdminPageHeader title="Page Not Found" description="There is no admin screen at this address." />
      <Link to={adminPaths.dashboard} className={buttonVariants({ variant: 'primary' })}>
        Back to Dashboard
      </Link>
    </>
  );
}
