import { adminOnly, all, at, type Row, row, sees } from './cells';
import { unique } from './world';

/** The admin dictionaries (src/server/routes/dictionary.routes.ts): reads public, hidden items for admins, writes admins'. */
function dictionaryRows(base: 'tag' | 'vacancy-type'): Row[] {
  const visible = (ids: { tagVisible: number; typeVisible: number }) =>
    base === 'tag' ? ids.tagVisible : ids.typeVisible;
  const hidden = (ids: { tagHidden: number; typeHidden: number }) =>
    base === 'tag' ? ids.tagHidden : ids.typeHidden;
  const kind = base === 'tag' ? 'tag' : 'vacancyType';
  const list = sees(
    200,
    (ids) => [visible(ids)],
    (ids) => [hidden(ids)],
  );
  const everything = sees(200, (ids) => [visible(ids), hidden(ids)]);
  //                                                guest sPend sOk sDen cPend cOwn cOther admin
  return [
    row(
      'GET',
      `/api/${base}/getItems`,
      [list, list, list, list, list, list, list, everything],
      at(`/api/${base}/getItems?includeHidden=true`),
    ),
    row(
      'GET',
      `/api/${base}/:id{[0-9]+}/`,
      all(200),
      (w) => ({ path: `/api/${base}/${visible(w.ids)}/` }),
      'visible',
    ),
    row(
      'GET',
      `/api/${base}/:id{[0-9]+}/`,
      [404, 404, 404, 404, 404, 404, 404, 200],
      (w) => ({ path: `/api/${base}/${hidden(w.ids)}/` }),
      'hidden',
    ),
    row('POST', `/api/${base}/`, adminOnly(201), () => ({
      path: `/api/${base}/`,
      json: { name: unique('Новый ') },
    })),
    row('PUT', `/api/${base}/:id{[0-9]+}/`, adminOnly(200), async (w) => ({
      path: `/api/${base}/${await w.make.dictionary(kind)}/`,
      json: { name: unique('Другое имя ') },
    })),
    row('DELETE', `/api/${base}/:id{[0-9]+}/`, adminOnly(200), async (w) => ({
      path: `/api/${base}/${await w.make.dictionary(kind)}/`,
    })),
  ];
}

export const DICTIONARY_ROWS: Row[] = [...dictionaryRows('tag'), ...dictionaryRows('vacancy-type')];
