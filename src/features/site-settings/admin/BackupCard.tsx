import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { SectionCard } from '@/components/admin/SectionCard';
import type { BackupProgress } from '@/data/backup/collect';
import type { BackupCollection } from '@/data/backup/format';
import { getStore } from '@/data/store';
import { PendingButton, useCan } from '@/features/auth';
import { downloadTextFile } from '@/lib/csv';
import { notify } from '@/lib/notify';

const COLLECTION_LABELS: Record<BackupCollection, string> = {
  blog_posts: 'blog posts',
  projects: 'projects',
  settings: 'site settings',
  contact_inquiries: 'inquiries',
  subscribers: 'subscribers',
  admins: 'staff records',
  invites: 'invites',
};

const backupCopy = {
  title: 'Backup',
  description:
    'Download the site’s content as one JSON file: posts and projects with their revisions, the site settings, ' +
    'inquiries, subscribers, staff records and invites. No passwords or sign-in data. A developer puts a ' +
    'backup back with npm run restore (see the README).',
  // What it costs on the free plan (50,000 reads a day): see src/data/backup/collect.ts.
  cost:
    'A backup reads every document once (one read each, revisions included), and at most one read more per ' +
    'collection. The file holds people’s names and e-mail addresses: keep it somewhere safe.',
  download: 'Download backup',
  running: 'Backing up…',
  progress: (progress: BackupProgress) =>
    `Reading ${COLLECTION_LABELS[progress.collection as BackupCollection] ?? progress.collection}… ` +
    `${progress.documents} ${progress.documents === 1 ? 'document' : 'documents'} so far.`,
  done: (documents: number, fileName: string) => `${documents} documents saved in ${fileName}.`,
  doneTitle: 'Backup downloaded',
  failedTitle: 'Backup failed',
  failed: 'The content could not be read. Please check your connection and try again.',
};

/** Reads the backup through the store and offers it as chinar-backup-YYYY-MM-DD.json. */
function useDownloadBackup(onProgress: (progress: BackupProgress) => void) {
  return useMutation({
    mutationFn: async () => {
      // Loaded on the click: the settings screen does not download the backup code until it is used.
      const [{ collectBackup }, { backupFileName, countDocuments }, store] = await Promise.all([
        import('@/data/backup/collect'),
        import('@/data/backup/format'),
        getStore(),
      ]);
      const now = new Date();
      const backup = await collectBackup(store, { now, onProgress });
      const fileName = backupFileName(now);
      downloadTextFile(fileName, `${JSON.stringify(backup, null, 2)}\n`, 'application/json');
      const { documents, revisions } = countDocuments(backup);
      return { fileName, documents: documents + revisions };
    },
    onSuccess: ({ fileName, documents }) =>
      notify.success(backupCopy.doneTitle, backupCopy.done(documents, fileName)),
    onError: () => notify.error(backupCopy.failedTitle, backupCopy.failed),
  });
}

function BackupPanel() {
  const [progress, setProgress] = useState<BackupProgress | null>(null);
  const backup = useDownloadBackup(setProgress);
  return (
    <SectionCard title={backupCopy.title} description={backupCopy.description} contentClassName="space-y-4">
      <p className="text-sm text-muted-foreground">{backupCopy.cost}</p>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          variant="outline"
          pending={backup.isPending}
          pendingLabel={backupCopy.running}
          onClick={() => {
            setProgress(null);
            backup.mutate();
          }}
        >
          <Download aria-hidden="true" />
          {backupCopy.download}
        </PendingButton>
        <p role="status" className="text-sm text-muted-foreground">
          {backup.isPending && progress ? backupCopy.progress(progress) : ''}
        </p>
      </div>
    </SectionCard>
  );
}

/** Settings > General: the backup download, for admins only (nothing for other staff). */
export function BackupCard({ className }: { className?: string }) {
  const canBackUp = useCan('manageSettings');
  if (!canBackUp) return null;
  return (
    <section aria-label={backupCopy.title} className={className}>
      <BackupPanel />
    </section>
  );
}
