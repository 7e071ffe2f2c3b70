import type { ExportKind } from '@app/shared/exports';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { api, toErrorMessage } from '../../lib/api';
import { saveBlob } from '../../lib/save-file';
import { useAdminErrorText } from './admin-error-text';
import { BusyButton } from './busy-button';
import { notifyError } from './notifications-slice';

/** The name the server gives the file (Content-Disposition), or the kind's own. */
function fileNameOf(disposition: unknown, kind: ExportKind): string {
  const name = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return name ?? `${kind}.csv`;
}

/**
 * "Export CSV" for the accountant: every row the list's filters match (not only the page shown), as
 * GET /api/exports/{kind}.csv streams it, with the column titles in the admin's language.
 */
export function ExportButton({ kind, filters }: { kind: ExportKind; filters: object }) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const errorText = useAdminErrorText();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const params = Object.fromEntries(
        Object.entries(filters).filter(([, value]) => value !== null && value !== undefined && value !== ''),
      );
      const response = await api.get<Blob>(`/exports/${kind}.csv`, {
        params: { ...params, lang: i18n.language.startsWith('en') ? 'en' : 'es' },
        responseType: 'blob',
      });
      saveBlob(response.data, fileNameOf(response.headers['content-disposition'], kind));
    } catch (error) {
      dispatch(notifyError(errorText(toErrorMessage(error))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyButton variant="outlined" busy={busy} startIcon={<FileDownloadOutlinedIcon />} onClick={download}>
      {busy ? t('export.working') : t('export.csv')}
    </BusyButton>
  );
}
