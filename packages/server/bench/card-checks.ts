/**
 * Evaluation of the card builder's checks (not a test): every card of the labelled sets — our own texts, Chinese
 * and English, with good cards and cards with one seeded fault — is checked as the inbox checks it (against its
 * passage, the earlier proposals and the jar's points). Prints, per set and per flag, how many seeded faults were
 * caught and how many good cards were flagged, then the checks' time per card. Target: ≥ 95 % caught, ≤ 5 % false
 * flags, on a set the checks were not tuned on.
 * - bench/card-checks/sources.ts was written beside the checks (they were tuned on it);
 * - bench/card-checks/held-out.ts was written blind, by someone who had not read the checks; the checks were then
 *   changed for its misses (numbers, hedges, stems, the question's sentences), so it is spent: no longer blind;
 * - bench/card-checks/blind-2.ts was written before those changes; the checks were then changed for its misses
 *   (an answer naming the other's head or abbreviation, a number the question names, two dated facts): spent too;
 * - bench/card-checks/blind-3.ts was written by someone who never read the checks, while they were being changed;
 *   the checks were then changed for its misses (59 % caught / 9 % false flags before, 99 % / 1 % after: clauses,
 *   numbers of a kind, units, two things asked, derived words, initialisms, one fact asked twice): spent too;
 * - bench/card-checks/blind-4.ts was written the same way (2026-11-29) before anyone read blind-3's misses: 80 %
 *   caught / 12 % false flags before the blind-3 changes, 87 % / 13 % after; its misses were then read and the
 *   checks changed for them (issue 28's sentence finding, numbers, sets asked): spent too (now 96 % / 2 %);
 * - bench/card-checks/blind-5.ts was written (2026-11-29) by someone who had not read the checks' code, and
 *   committed before blind-4's misses were read: its first figure, 90 % caught (71 of 79) / 12 % false flags (12 of
 *   100), is the honest one. It was listed and tuned on afterwards (96 % / 3 %), so it is spent as well: the next
 *   honest figure needs a blind-6, written and committed before anyone reads blind-5's misses. `--list-set` names
 *   the misses of the sets given; `--list` all of them.
 * - bench/card-checks/blind-6.ts was written (2026-11-29) by someone who had not read the checks' code, the README's
 *   card-check section nor any set's misses: its first figure, 86 % caught (79 of 92) / 17 % false flags (20 of
 *   115), is the honest one of the checks as they were.
 * - 无出处 was then measured another way (2026-11-29, branch unsupported-measure: numbers as ranges when hedged,
 *   a term held to its words, a statement to its names and a loose share of its content; see checks.ts), designed on
 *   the spent sets alone; blind-6's totals were looked at twice (after the measure, after the hedged ranges) and its
 *   cards and misses never read. Before → after (caught / false flags): sources 26/26, 0/28 → same; held-out 31/31,
 *   0/42 → same; blind-2 54/54, 0/71 → same; blind-3 70/71, 1/85 → same; blind-4 67/70, 2/89 → same; blind-5 76/79,
 *   3/100 → 76/79, 1/100; blind-6 79/92 (86 %), 20/115 (17 %) → 78/92 (85 %), 19/115 (17 %), 无出处 35/36 with 16
 *   false flags → 34/36 with 15. blind-6's cards stay unread; its totals have now been seen three times in all.
 * - bench/card-checks/blind-7.ts was written (2026-11-29) the same way, before that measure was merged; measured once
 *   with each version, totals only: 74/103 (72 %), 21/141 (15 %) before → 73/103 (71 %), 18/141 (13 %) after. Unread.
 *
 * With a real model configured (AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_CARD_BUILDER_MODEL as for the server; not in
 * CI), it also asks the model for the cards of every source's passages with the card builder's own prompt, checks
 * them as a run does (earlier cards of the source, its `points`) and prints, per set, how many cards came, the share
 * the checks left unflagged and how many each flag took. `--model-only` skips the labelled tables.
 *
 *   node --import tsx bench/card-checks.ts [--list | --list-set blind-3,…] [--model-only]
 */
import { loadAiSettings } from '../src/config';
import { createAiService } from '../src/modules/ai/service';
import { checkCard, type CardFlag, type CardText } from '../src/modules/card-builder/checks';
import { splitPassages } from '../src/modules/card-builder/passages';
import { cardBuilderMessages } from '../src/modules/card-builder/prompts';
import { proposalsReader } from '../src/modules/card-builder/proposals-reader';
import { BLIND_SET_2 } from './card-checks/blind-2';
import { BLIND_SET_3 } from './card-checks/blind-3';
import { BLIND_SET_4 } from './card-checks/blind-4';
import { BLIND_SET_5 } from './card-checks/blind-5';
import { BLIND_SET_6 } from './card-checks/blind-6';
import { BLIND_SET_7 } from './card-checks/blind-7';
import { HELD_OUT_SET } from './card-checks/held-out';
import { EVALUATION_SET, type EvaluationSource } from './card-checks/sources';

const FLAGS: CardFlag[] = ['ANSWER_LEAK', 'MULTIPLE_FACTS', 'UNSUPPORTED', 'DUPLICATE'];
const LABELS: Record<CardFlag, string> = { ANSWER_LEAK: '答案泄露', MULTIPLE_FACTS: '多个知识点', UNSUPPORTED: '无出处', DUPLICATE: '重复' };
const listAll = process.argv.includes('--list');
/**
 * `--list-set blind-3[,held-out…]`: name the misses and false flags of those sets alone, so that a set still blind
 * (a blind-6, once written) is measured without its cards being read.
 */
const listSetIndex = process.argv.indexOf('--list-set');
const listSets = listSetIndex >= 0 ? (process.argv[listSetIndex + 1] ?? '').split(',') : [];

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(0)} %`);

function evaluate(title: string, file: string, set: EvaluationSource[]): void {
  const list = listAll || listSets.includes(file);
  const seeded = new Map<CardFlag, { total: number; caught: number }>(FLAGS.map((flag) => [flag, { total: 0, caught: 0 }]));
  const falseFlags = new Map<CardFlag, number>(FLAGS.map((flag) => [flag, 0]));
  let goodCards = 0;
  let goodFlagged = 0;
  let faultyCards = 0;
  for (const source of set) {
    const others: CardText[] = [];
    for (const card of source.cards) {
      const { flags } = checkCard(card, { passage: source.text, others, points: source.points });
      others.push(card);
      if (card.fault) {
        faultyCards += 1;
        const row = seeded.get(card.fault)!;
        row.total += 1;
        if (flags.includes(card.fault)) row.caught += 1;
        else if (list) console.log(`missed ${LABELS[card.fault]}: ${source.name} — ${card.front ?? ''} | ${card.content}`);
      } else {
        goodCards += 1;
        if (flags.length > 0) goodFlagged += 1;
        for (const flag of flags) falseFlags.set(flag, (falseFlags.get(flag) ?? 0) + 1);
        if (list && flags.length > 0) console.log(`false ${flags.map((flag) => LABELS[flag]).join('、')}: ${source.name} — ${card.front ?? ''} | ${card.content}`);
      }
    }
  }
  console.log(`\n${title}: ${set.length} sources, ${goodCards} good cards, ${faultyCards} with a seeded fault\n`);
  console.log('| check | seeded | caught | good cards flagged by it |');
  console.log('|---|---|---|---|');
  for (const flag of FLAGS) {
    const row = seeded.get(flag)!;
    console.log(`| ${LABELS[flag]} | ${row.total} | ${row.caught} (${percent(row.caught, row.total)}) | ${falseFlags.get(flag)} |`);
  }
  const caught = [...seeded.values()].reduce((sum, row) => sum + row.caught, 0);
  console.log(`| all | ${faultyCards} | ${caught} (${percent(caught, faultyCards)}) | ${goodFlagged} of ${goodCards} (${percent(goodFlagged, goodCards)}) |`);
}

/** The model's own cards for every passage of the set, checked: the share left unflagged. */
async function evaluateModel(title: string, set: EvaluationSource[]): Promise<void> {
  const settings = loadAiSettings();
  const ai = createAiService(settings);
  const flagged = new Map<CardFlag, number>(FLAGS.map((flag) => [flag, 0]));
  let total = 0;
  let clean = 0;
  let unreadable = 0;
  for (const source of set) {
    const others: CardText[] = [];
    for (const passage of splitPassages(source.text)) {
      const reader = proposalsReader();
      const cards: CardText[] = [];
      for await (const delta of ai.writeCards(cardBuilderMessages(passage.text), AbortSignal.timeout(settings.maxDurationMs))) cards.push(...reader.feed(delta));
      cards.push(...reader.finish());
      unreadable += reader.unreadable;
      for (const card of cards) {
        const { flags } = checkCard(card, { passage: passage.text, others, points: source.points });
        others.push(card);
        total += 1;
        if (flags.length === 0) clean += 1;
        for (const flag of flags) flagged.set(flag, (flagged.get(flag) ?? 0) + 1);
        if (listAll && flags.length > 0) console.log(`model ${flags.map((flag) => LABELS[flag]).join('、')}: ${source.name} — ${card.front ?? ''} | ${card.content}`);
      }
    }
  }
  console.log(`\n${title}, cards by ${settings.cardBuilderModel ?? settings.model}: ${total} cards (${unreadable} unreadable lines), ${clean} unflagged (${percent(clean, total)})\n`);
  console.log('| flag | cards |');
  console.log('|---|---|');
  for (const flag of FLAGS) console.log(`| ${LABELS[flag]} | ${flagged.get(flag)} (${percent(flagged.get(flag) ?? 0, total)}) |`);
}

const SETS: Array<[string, string, EvaluationSource[]]> = [
  ['Written beside the checks (sources.ts)', 'sources', EVALUATION_SET],
  ['Held out, first (held-out.ts; looked at since, no longer blind)', 'held-out', HELD_OUT_SET],
  ['Blind, second (blind-2.ts; looked at since, no longer blind)', 'blind-2', BLIND_SET_2],
  ['Blind, third (blind-3.ts; tuned on since, no longer blind)', 'blind-3', BLIND_SET_3],
  ['Blind, fourth (blind-4.ts; tuned on since, no longer blind)', 'blind-4', BLIND_SET_4],
  ['Blind, fifth (blind-5.ts; first figure 90 % / 12 %, tuned on since, no longer blind)', 'blind-5', BLIND_SET_5],
  ['Blind, sixth (blind-6.ts; written without reading the checks)', 'blind-6', BLIND_SET_6],
  ['Blind, seventh (blind-7.ts; written without reading the checks)', 'blind-7', BLIND_SET_7],
];
/**
 * Time per card of `checkCard` over all the labelled sets, checked again after the tables (a run checks each card as
 * it streams: it must stay well under a millisecond), and the first pass's, which pays for compiling and warming up.
 */
function timeChecks(firstPassMs: number): void {
  const started = performance.now();
  let cards = 0;
  for (const [, , set] of SETS) {
    for (const source of set) {
      const others: CardText[] = [];
      for (const card of source.cards) {
        checkCard(card, { passage: source.text, others, points: source.points });
        others.push(card);
        cards += 1;
      }
    }
  }
  const ms = performance.now() - started;
  console.log(`\nChecks: ${cards} cards, ${(ms / cards).toFixed(3)} ms per card (first pass, cold: ${(firstPassMs / cards).toFixed(3)} ms).`);
}

if (!process.argv.includes('--model-only')) {
  const started = performance.now();
  for (const [title, file, set] of SETS) evaluate(title, file, set);
  timeChecks(performance.now() - started);
}
if (process.env.AI_BASE_URL) for (const [title, , set] of SETS) await evaluateModel(title, set);
else console.log('\nNo model configured (AI_BASE_URL, AI_MODEL): the share of unflagged cards a model writes is not measured.');
