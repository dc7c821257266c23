/**
 * The first screen's data the server inlined in the page (docs/decisions/027). The four public
 * screens read their first request's answer from here instead of fetching it, on these terms:
 * - only a guest uses it (no stored `auth`): the server wrote what a guest gets, and a signed-in
 *   student's vacancy open must reach the API, which records the view (docs/decisions/025);
 * - only on the page it was written for (the address it names), and only on its first screen:
 *   the first screen that commits spends it all, so navigating back never shows old data;
 * - it is validated with the same contract as an API answer; anything else reads as absent.
 */
import {
  createContext,
  createElement,
  type JSX,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import * as v from 'valibot';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataPayload } from '../../shared/initial-data';
import { authAtom } from './app-state';
import { useAtomValue } from './store';

type Payload = InitialDataPayload;

/**
 * The server's render (src/client/server-entry.tsx, docs/decisions/066-server-rendering.md) has no
 * document: it hands the page's payload down instead, the same payload it then writes into the
 * page, so the browser's first render reads what the server's did.
 */
const ServerPayloadContext = createContext<Payload | null | undefined>(undefined);

export function InitialDataProvider({
  payload,
  children,
}: {
  payload: Payload | null;
  children: ReactNode;
}): JSX.Element {
  return createElement(ServerPayloadContext.Provider, { value: payload }, children);
}

/** The envelope's shape, checked by hand: each entry is validated by its screen's own schema. */
function asPayload(value: unknown): Payload | null {
  if (typeof value !== 'object' || value === null) return null;
  const url: unknown = Reflect.get(value, 'url');
  const entries: unknown = Reflect.get(value, 'entries');
  if (typeof url !== 'string' || typeof entries !== 'object' || entries === null) return null;
  return { url, entries: { ...entries } };
}

/** undefined: not read yet; null: none, unreadable or spent. */
let payload: Payload | null | undefined;

function readPayload(doc: Document): Payload | null {
  if (payload !== undefined) return payload;
  payload = null;
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    payload = asPayload(JSON.parse(text));
  } catch {
    // A malformed element is no data: the screen fetches as it always did.
  }
  return payload;
}

/** The entry `key` of a payload, if it holds a valid answer. */
function entryOf<TSchema extends v.GenericSchema>(
  data: Payload | null,
  key: string,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
  if (!data || !Object.hasOwn(data.entries, key)) return null;
  const parsed = v.safeParse(schema, data.entries[key]);
  return parsed.success ? parsed.output : null;
}

/** The entry `key` if the page's data answers this address and is not spent yet. */
function peekInitialData<TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
  doc: Document = document,
): v.InferOutput<TSchema> | null {
  const data = readPayload(doc);
  const here = `${doc.location.pathname}${doc.location.search}`;
  return data?.url === here ? entryOf(data, key, schema) : null;
}

/** After the first screen: nothing inlined is used again (tests reset it between cases too). */
function spendInitialData(): void {
  payload = null;
}

/** For tests: forget what was read, so the next read looks at the document again. */
export function resetInitialData(): void {
  payload = undefined;
}

/**
 * The inlined answer for `key` (null: fetch as usual). Read once, when the screen mounts; spent
 * once the screen is on screen (an effect, so a render React throws away does not spend it).
 */
export function useInitialData<TSchema extends v.GenericSchema>(
  key: string | null,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
  const guest = useAtomValue(authAtom) === null;
  const serverPayload = useContext(ServerPayloadContext);
  const [initial] = useState(() => ({
    key,
    data:
      !guest || key === null
        ? null
        : serverPayload === undefined
          ? peekInitialData(key, schema)
          : entryOf(serverPayload, key, schema),
  }));
  useEffect(() => spendInitialData(), []);
  return initial.key === key ? initial.data : null;
}
