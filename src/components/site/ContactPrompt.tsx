import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';

interface ContactPromptProps {
  title: string;
  text: string;
  /** The link's label; it always leads to the contact page. */
  action: string;
}

/** The small dark "talk to us" box at the foot of a sidebar. */
export function ContactPrompt({ title, text, action }: ContactPromptProps) {
  return (
    <div className="rounded-card bg-ink-950 p-6 text-white shadow-card">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-2 text-sm leading-6 text-ink-200">{text}</p>
      <Link
        to={paths.contact}
        className={buttonVariants({ variant: 'primary', size: 'sm', className: 'mt-5' })}
      >
        {action}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
