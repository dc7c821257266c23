import type { JSX } from 'react';
import type { ExportList } from '../../../../shared/contract/board-summary';
import { CsvDownloadButton } from '../../../ui/csv-download-button';

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
        path: `board/export/${list}.csv`,
        link: { path: 'board/export/link/', body: { list } },
        fallbackName: `${list}.csv`,
      }}
      {...(label === undefined ? {} : { label })}
    />
  );
}
