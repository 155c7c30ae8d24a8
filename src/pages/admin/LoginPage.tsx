import { Link, useLocation } from 'react-router-dom';
import { ArrowLeft, Mail, ShieldCheck } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { AuthCardHeader } from '@/features/auth/components/AuthCardHeader';
import { PasswordLoginForm } from '@/features/auth/components/PasswordLoginForm';
import { signInCopy } from '@/features/auth/sign-in-copy';
import { adminPaths } from '@/lib/admin-paths';
import { paths } from '@/lib/paths';
import { AdminTitle } from '@/components/admin/AdminTitle';

/** /admin/login: password sign-in (spec section 2). The login guard sends a signed-in person to the admin. */
export default function LoginPage() {
  const copy = signInCopy.login;
  // Where the person was going comes along to the e-mail-link screens (features/auth/return-path.ts).
  const { state } = useLocation();
  return (
    <>
      <AdminTitle title="Admin Login" />
      <AuthCardHeader icon={ShieldCheck} title={copy.title} description={copy.subtitle} />
      <PasswordLoginForm />
      <div className="mt-6 flex flex-col items-center gap-4 border-t border-border pt-6">
        <Link
          to={adminPaths.loginWithLink}
          state={state}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          <Mail aria-hidden="true" />
          {copy.withLink}
        </Link>
        <Link
          to={paths.home}
          className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToSite}
        </Link>
      </div>
    </>
  );
}
