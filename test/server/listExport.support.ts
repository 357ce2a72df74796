// Shared by the list-export tests (issue 25 item 10): an export read back as rows, and a list read
// whole, page after page, to compare them.
import readXlsxFile from 'read-excel-file/node';
import { bearer } from '../support/server';
import type { ApiEnv, Client, Who } from '../support/api';

export interface Sheet {
  status: number;
  header: string[];
  rows: unknown[][];
  res: Awaited<ReturnType<ApiEnv['app']['inject']>>;
}

/** GET `url` with `token`; a 200 read back as its header row and rows. */
export async function download(env: Pick<ApiEnv, 'app'>, url: string, token: string): Promise<Sheet> {
  const res = await env.app.inject({ url, headers: bearer(token) });
  if (res.statusCode !== 200) return { status: res.statusCode, header: [], rows: [], res };
  const [sheet] = await readXlsxFile(res.rawPayload);
  return { status: 200, header: sheet.data[0] as string[], rows: sheet.data.slice(1), res };
}

/** Every row of a list, page after page, as the list answers them. */
export async function allPages<T>(api: Client, url: string, who: Who): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`${url}${url.includes('?') ? '&' : '?'}page=${page}&perPage=100`, who);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    out.push(...(res.body.result as T[]));
    if (res.body.result.length < 100) return out;
  }
}

/** A column of the sheet by its header. */
export const column = (sheet: Sheet, label: string) => {
  const index = sheet.header.indexOf(label);
  if (index < 0) throw new Error(`no column '${label}' in ${sheet.header.join(', ')}`);
  return sheet.rows.map((row) => row[index]);
};
