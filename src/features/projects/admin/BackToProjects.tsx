import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { adminPaths } from '@/lib/admin-paths';

/** The 'Back to Projects' button every projects screen has. */
export function BackToProjects({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  return (
    <Link to={adminPaths.projects} className={buttonVariants({ variant })}>
      <ArrowLeft aria-hidden="true" />
      Back to Projects
    </Link>
  );
}
