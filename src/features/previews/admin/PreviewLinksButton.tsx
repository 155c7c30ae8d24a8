import { LazyDialogButton } from '@/components/admin/LazyDialogButton';
import { previewAdminCopy } from './copy';
import type { PreviewLinksProps } from './PreviewLinksDialog';

const loadPreviewLinksDialog = () =>
  import('./PreviewLinksDialog').then((module) => module.PreviewLinksDialog);

/**
 * The editors' "Share preview" button, on a saved draft. Like "History", its panel downloads on the first
 * click, so the editors do not carry it (nor its reads) until someone shares.
 */
export function PreviewLinksButton(props: PreviewLinksProps) {
  return (
    <LazyDialogButton
      label={previewAdminCopy.button}
      load={loadPreviewLinksDialog}
      loadFailed={previewAdminCopy.loadPanelFailed}
      dialogProps={props}
    />
  );
}
