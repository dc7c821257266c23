import type { JSX } from 'react';
import type { ExportList } from '../../shared/contract/board-summary.contract';
import { boardExport, boardExportLink } from '../../shared/contract/endpoints/board.endpoints';
import { CsvDownloadButton } from './csv-download-button';

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
        file: (http) => http.download(boardExport, { params: { file: `${list}.csv` } }),
        link: (http) => http.api(boardExportLink, { body: { list } }),
        fallbackName: `${list}.csv`,
      }}
      {...(label === undefined ? {} : { label })}
    />
  );
}
