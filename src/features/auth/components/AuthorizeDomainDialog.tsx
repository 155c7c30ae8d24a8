import { CircleHelp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

const FIREBASE_CONSOLE = 'https://console.firebase.google.com/';

function Code({ children }: { children: string }) {
  return (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] text-foreground">
      {children}
    </code>
  );
}

/** How to add this site's domain to Firebase Authentication's authorized domains (spec section 2). */
export function AuthorizeDomainDialog({ hostname }: { hostname: string }) {
  const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID || 'your-project';
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="-ml-3 self-start">
          <CircleHelp aria-hidden="true" />
          How to authorize a domain
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Authorize this domain</DialogTitle>
          <DialogDescription>
            Login links only work on domains listed in Firebase Authentication. To add this one:
          </DialogDescription>
        </DialogHeader>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-foreground marker:font-semibold marker:text-muted-foreground">
          <li>
            Open the{' '}
            <a
              href={FIREBASE_CONSOLE}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-primary underline underline-offset-2 dark:text-chinar-300"
            >
              Firebase console
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </li>
          <li>
            Choose the project <Code>{projectId}</Code>.
          </li>
          <li>
            Go to <strong>Authentication</strong>.
          </li>
          <li>
            Open the <strong>Settings</strong> tab.
          </li>
          <li>
            Select <strong>Authorized domains</strong>.
          </li>
          <li>
            Click <strong>Add domain</strong>.
          </li>
          <li>
            Enter <Code>{hostname}</Code> and click <strong>Add</strong>.
          </li>
        </ol>
        <div className="rounded-xl border border-border bg-muted/60 p-4 text-sm">
          <p className="font-semibold text-foreground">Domains to authorize</p>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-muted-foreground">
            <li>
              <Code>localhost</Code> for development
            </li>
            <li>
              The hosted domains <Code>{`${projectId}.web.app`}</Code> and{' '}
              <Code>{`${projectId}.firebaseapp.com`}</Code>
            </li>
            <li>Any custom domain the site is served from</li>
          </ul>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
