import { Link, useLocation } from 'react-router-dom';
import { ArrowLeft, Mail } from 'lucide-react';
import { AuthCardHeader } from '@/features/auth/components/AuthCardHeader';
import { DomainStatus } from '@/features/auth/components/DomainStatus';
import { LinkRequestForm } from '@/features/auth/components/LinkRequestForm';
import { signInCopy } from '@/features/auth/sign-in-copy';
import { adminPaths } from '@/lib/admin-paths';
import { AdminTitle } from '@/components/admin/AdminTitle';

/** /admin/login-with-otp: request an e-mail sign-in link (spec section 2). */
export default function LoginWithLinkPage() {
  const copy = signInCopy.linkRequest;
  const { state } = useLocation();
  return (
    <>
      <AdminTitle title="Login with Email Link" />
      <AuthCardHeader icon={Mail} title={copy.title} description={copy.subtitle} />
      <DomainStatus hostname={window.location.hostname} />
      <LinkRequestForm />
      <div className="mt-6 flex justify-center border-t border-border pt-6">
        <Link
          to={adminPaths.login}
          state={state}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline dark:text-chinar-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToPassword}
        </Link>
      </div>
    </>
  );
}
