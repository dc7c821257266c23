import type { JSX } from 'react';
import type { ExportList } from '../../shared/contract/board-summary.contract';
import { CsvDownloadButton } from './csv-download-button';
import { downloadExport, fetchExportLink } from './export-api';

/** «Скачать CSV» of one board list (admins): GET /api/board/export/<list>.csv, or its signed address. */
export function ExportButton({
  list,
  label,
}: {
  list: ExportList;
  /** The accessible name where several exports share a screen: «Скачать CSV: студенты». */
  label?: string;
}): JSX.Element {
  return (
    <CsvDownloadButton
      source={{
        file: (http) => downloadExport(http, list),
        link: (http) => fetchExportLink(http, list),
        fallbackName: `${list}.csv`,
      }}
      {...(label === undefined ? {} : { label })}
    />
  );
}
