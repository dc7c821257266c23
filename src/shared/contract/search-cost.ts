/**
 * What one search text may ask of the database (docs/decisions/029). PostgreSQL parses the box
 * with `websearch_to_tsquery('russian', …)`: words are ANDed, a standalone «или» (or `or`) splits
 * branches (the server reads «или» as `or`: `search_text_or`, docs/decisions/056),
 * `-` excludes, quotes make phrases. Every run of letters or digits becomes a lexeme to look up
 * («a-b-c» is three), so terms are counted that way, not by spaces; each branch is one more index
 * lookup and one more set to merge. The Russian configuration drops its stop words (prepositions,
 * conjunctions, particles, pronouns), and the English ones of Latin words, before looking anything
 * up, so they cost nothing and are not counted: a natural question («стажировка для студентов без
 * опыта в Москве», «intern for the data team») fits.
 */
export const SEARCH_TERMS_MAX = 8;
export const SEARCH_BRANCHES_MAX = 4;

type SearchCost = { terms: number; branches: number };

const WORD = /[\p{L}\p{N}]+/gu;
/** What splits a search into branches between spaces: the Russian word people type, and the operator. */
const OR_WORDS = new Set(['или', 'or']);

/**
 * The words the `russian` text search configuration drops before any lookup: Cyrillic words go to
 * its Russian snowball dictionary, which drops the stop words of PostgreSQL's `russian.stop`, and
 * Latin words to the English one, which drops those of `english.stop` («for», «the», «and»,
 * «with»…). «it» is left out of the English ones: the server reads «IT» as «айти», a word
 * (`search_tech_words`, migration 0029). src/server/domain/vacancies/search-stop-words.db.test.ts
 * compares both with what the database drops.
 */
const RUSSIAN_STOP_WORDS =
  'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне ' +
  'было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него ' +
  'до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для ' +
  'мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того ' +
  'потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем ' +
  'всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про ' +
  'всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том ' +
  'нельзя такой им более всегда конечно всю между';
const ENGLISH_STOP_WORDS =
  'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she ' +
  'her hers herself its itself they them their theirs themselves what which who whom this that ' +
  'these those am is are was were be been being have has had having do does did doing a an the ' +
  'and but if or because as until while of at by for with about against between into through ' +
  'during before after above below to from up down in out on off over under again further then ' +
  'once here there when where why how all any both each few more most other some such no nor not ' +
  'only own same so than too very s t can will just don should now';

/**
 * Built on the first search, not on import: the module then runs nothing when loaded, so a bundle
 * that imports the list contract without checking a search (the client's) leaves it out.
 */
let stopWords: Set<string> | undefined;
function isStopWord(word: string): boolean {
  stopWords ??= new Set(`${RUSSIAN_STOP_WORDS} ${ENGLISH_STOP_WORDS}`.split(' '));
  return stopWords.has(word);
}

function searchCost(text: string): SearchCost {
  let terms = 0;
  let branches = 1;
  // Inside quotes «или» and `or` are words of the phrase, as websearch_to_tsquery reads them.
  const parts = text.split('"');
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1;
    for (const token of part.split(/\s+/)) {
      if (!quoted && OR_WORDS.has(token.toLowerCase())) {
        branches += 1;
        continue;
      }
      for (const word of token.match(WORD) ?? []) {
        if (!isStopWord(word.toLowerCase())) terms += 1;
      }
    }
  });
  return { terms, branches };
}

/** What ordinary words cost: said without naming any operator. */
const SEARCH_TERMS_MESSAGE =
  `Слишком длинный запрос: оставьте не больше ${SEARCH_TERMS_MAX} главных слов (предлоги и союзы не считаются) ` +
  'или уточните поиск фильтрами.';

/** Said in Russian whatever the author typed: no English operator names in the text. */
const SEARCH_BRANCHES_MESSAGE =
  `Слишком много вариантов в запросе: не больше ${SEARCH_BRANCHES_MAX} через «или». ` +
  'Уберите лишние варианты или уточните поиск фильтрами.';

/** Null when the text is within the limits; otherwise the Russian refusal. */
export function searchCostError(text: string): string | null {
  const cost = searchCost(text);
  if (cost.branches > SEARCH_BRANCHES_MAX) return SEARCH_BRANCHES_MESSAGE;
  return cost.terms > SEARCH_TERMS_MAX ? SEARCH_TERMS_MESSAGE : null;
}
