// What an import would do, decided before anything is written: the cards each note makes (mapping.ts), which are
// skipped and why, which media files they need, which jar each goes into, and whether each is 新增, 更新 or 未变
// against what an earlier import of the same source wrote. The preview shows it; the job carries it out.
import {
  IMPORT_LISTED_SKIPS_MAX,
  JAR_ITEM_MAX_LENGTH,
  JAR_NAME_MAX_LENGTH,
  MAX_ATTACHMENTS,
  MEMO_MAX_LENGTH,
  attachmentTypeOf,
  contentTypeFor,
  type ImportCommitBody,
  type ImportPreview,
} from '@memory/contracts';
import type { PointAsExported } from '../jars/service';
import { htmlToMarkdown } from '../../files/html-to-markdown';
import { markdownToHtml } from './formats/markdown-to-html';
import { ankiTag } from './formats/write-csv';
import { cardHash, cardsOf, defaultMapping, type Card } from './mapping';
import type { ImportedSource, ImportKind, Skipped } from './model';

export type CardState = 'new' | 'updated' | 'unchanged';

export interface PlannedCard extends Card {
  hash: string;
  state: CardState;
  /** The media files to store for it: present in the source and of a kind we keep, at most MAX_ATTACHMENTS. */
  files: string[];
  /** Its note had no text: the content only says what its files are (（音频）), so without them it is empty. */
  filesOnly: boolean;
}

/** The cards going into one jar (or the memos), and the jar: an existing one, or a new one to create. */
export interface PlannedGroup {
  jar: { id: string; name: string } | null;
  name: string;
  cards: PlannedCard[];
}

export interface ImportPlan {
  preview: ImportPreview;
  groups: PlannedGroup[];
  skipped: Skipped[];
}

/** What the plan asks of the rest of the server (the jars and memos modules). */
export interface PlanLookup {
  /** The jar an earlier import of these notes filled (the one holding most of them), if any. */
  jarHolding(sourceIds: readonly string[]): Promise<{ id: string; name: string } | null>;
  /** Source id → what was written, for the cards already in that jar (or already imported memos). */
  written(jarId: string | null, sourceIds: readonly string[]): Promise<Map<string, Written>>;
}

/**
 * What a card found in the jar holds: `hash`, what an earlier import of the same source wrote (sourceHash; null:
 * none); `current`, for a point found by its own id (a note of our export of it), what the point holds now.
 */
export interface Written {
  hash: string | null;
  current: PointAsExported | null;
}

export interface PlanOptions extends ImportCommitBody {
  fileName: string;
  /** The jar chosen at upload; otherwise the one an earlier import filled, else new ones. */
  jar?: { id: string; name: string } | null;
}

const SAMPLE_SIZE = 5;

const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || '导入的知识罐';

/** Media a point may carry: images, videos and audio. */
const storable = (name: string) => attachmentTypeOf(contentTypeFor(name)) !== null;

const FILE_KIND_WORDS = { AUDIO: '音频', IMAGE: '图片', VIDEO: '视频' } as const;

/** The content of a card that is only files: （音频）, （图片和音频）… */
function filesOnlyContent(files: readonly string[]): string {
  const kinds = new Set(files.map((name) => attachmentTypeOf(contentTypeFor(name))));
  const words = (['IMAGE', 'AUDIO', 'VIDEO'] as const).filter((kind) => kinds.has(kind)).map((kind) => FILE_KIND_WORDS[kind]);
  return `（${words.join('和')}）`;
}

export async function planImport(source: ImportedSource, options: PlanOptions, lookup: PlanLookup): Promise<ImportPlan> {
  const mappings = new Map(source.noteTypes.map((type) => [type.name, defaultMapping(type)]));
  for (const chosen of options.mappings ?? []) if (mappings.has(chosen.noteType)) mappings.set(chosen.noteType, chosen);
  const types = new Map(source.noteTypes.map((type) => [type.name, type]));
  const maxLength = source.target === 'MEMOS' ? MEMO_MAX_LENGTH : JAR_ITEM_MAX_LENGTH;
  const skipped: Skipped[] = [...source.skipped];
  const seen = new Set<string>();
  const media = { files: new Set<string>(), bytes: 0, missing: new Set<string>(), unsupported: new Set<string>() };
  const kept: Array<Card & Pick<PlannedCard, 'files' | 'filesOnly'>> = [];
  const noteCounts = new Map<string, number>();
  const deckCounts = new Map<string, number>();

  for (const note of source.notes) {
    const type = types.get(note.noteType);
    const mapping = mappings.get(note.noteType);
    if (!type || !mapping) {
      skipped.push({ where: note.sourceId, reason: 'UNREADABLE', detail: `未知的笔记类型「${note.noteType}」` });
      continue;
    }
    noteCounts.set(type.name, (noteCounts.get(type.name) ?? 0) + 1);
    for (const card of cardsOf(note, type, mapping)) {
      const where = card.front ? card.front.slice(0, 30) : card.content.slice(0, 30) || card.sourceId;
      if (seen.has(card.sourceId)) {
        skipped.push({ where, reason: 'DUPLICATE', detail: `与前面的笔记重复（${card.sourceId}）` });
        continue;
      }
      seen.add(card.sourceId);
      const longest = Math.max(card.content.length, card.front?.length ?? 0);
      if (longest > maxLength) {
        skipped.push({ where, reason: 'TOO_LONG', detail: `${longest} 字，超过 ${maxLength} 字的上限` });
        continue;
      }
      const files = card.media.filter((name) => source.media.has(name) && storable(name)).slice(0, MAX_ATTACHMENTS);
      // A card of files alone (a word's recording, a picture to name) keeps them, under a line saying what they are.
      if (!card.content.trim() && files.length === 0) {
        skipped.push({ where, reason: 'EMPTY', detail: card.front ? '只有正面，没有内容' : '内容为空' });
        continue;
      }
      for (const name of card.media) {
        if (!source.media.has(name)) media.missing.add(name);
        else if (!storable(name)) media.unsupported.add(name);
      }
      for (const name of files) {
        if (!media.files.has(name)) media.bytes += source.media.get(name)?.size ?? 0;
        media.files.add(name);
      }
      const filesOnly = !card.content.trim();
      kept.push({ ...card, content: filesOnly ? filesOnlyContent(files) : card.content, files, filesOnly });
      const deck = card.deck.join('::');
      deckCounts.set(deck, (deckCounts.get(deck) ?? 0) + 1);
    }
  }
  for (const name of media.missing) skipped.push({ where: name, reason: 'MISSING_MEDIA', detail: `文件「${name}」不在压缩包里` });
  for (const name of media.unsupported) skipped.push({ where: name, reason: 'UNSUPPORTED_MEDIA', detail: `「${name}」不是支持的图片、视频或音频，未导入` });

  // Into which jar: one for everything, or one per deck; each the jar an earlier import filled when there is one.
  const byDeck = options.deckMode === 'JAR_PER_DECK' && source.target === 'JAR_ITEMS';
  const buckets = new Map<string, typeof kept>();
  for (const card of kept) {
    const key = byDeck ? card.deck.join('::') : '';
    const bucket = buckets.get(key);
    if (bucket) bucket.push(card);
    else buckets.set(key, [card]);
  }
  const topDeck = source.kind === 'apkg' || source.kind === 'colpkg' ? commonDeck(kept) : null;
  // The name one new jar for everything takes unless the learner names it: what the preview offers in either deck mode.
  const oneJarName = (topDeck ?? baseName(options.fileName)).slice(0, JAR_NAME_MAX_LENGTH);
  const groups: PlannedGroup[] = [];
  for (const [deck, cards] of buckets) {
    const ids = cards.map((card) => card.sourceId);
    const jar = source.target === 'MEMOS' ? null : byDeck ? await lookup.jarHolding(ids) : (options.jar ?? (await lookup.jarHolding(ids)));
    // A jar not created yet holds none of them (null asks the memos: only memo imports look there).
    const written = source.target === 'MEMOS' ? await lookup.written(null, ids) : jar ? await lookup.written(jar.id, ids) : new Map<string, Written>();
    const name = (byDeck ? deck.split('::').join(' / ') || baseName(options.fileName) : (options.jarName ?? oneJarName)).slice(0, JAR_NAME_MAX_LENGTH);
    groups.push({
      jar,
      name: jar?.name ?? name,
      cards: cards.map((card) => {
        const hash = cardHash({ ...card, media: card.files });
        const before = written.get(card.sourceId);
        // An imported memo is never rewritten (the learner may have edited it): found again, it is 未变.
        const state: CardState =
          before === undefined
            ? 'new'
            : source.target === 'MEMOS'
              ? 'unchanged'
              : before.current
                ? sameAsPoint({ ...card, media: card.files }, before.current, source.kind)
                  ? 'unchanged'
                  : 'updated'
                : before.hash === hash
                  ? 'unchanged'
                  : 'updated';
        return { ...card, hash, state };
      }),
    });
  }

  const all = groups.flatMap((group) => group.cards);
  const count = (state: CardState) => all.filter((card) => card.state === state).length;
  const preview: ImportPreview = {
    kind: source.kind,
    target: source.target,
    noteTypes: source.noteTypes.map((type) => ({
      name: type.name,
      kind: type.kind,
      fields: type.fields,
      notes: noteCounts.get(type.name) ?? 0,
      mapping: mappings.get(type.name) ?? defaultMapping(type),
    })),
    decks: [...deckCounts].map(([name, notes]) => ({ name: name || baseName(options.fileName), notes })),
    ...(source.target === 'JAR_ITEMS' ? { deckMode: byDeck ? ('JAR_PER_DECK' as const) : ('ONE_JAR' as const) } : {}),
    counts: { total: all.length + skipped.filter(isCardSkip).length, new: count('new'), updated: count('updated'), unchanged: count('unchanged'), skipped: skipped.filter(isCardSkip).length },
    skipped: skipped.slice(0, IMPORT_LISTED_SKIPS_MAX),
    media: { files: media.files.size, bytes: media.bytes, missing: media.missing.size, unsupported: media.unsupported.size },
    reviews: kept.reduce((sum, card) => sum + card.reviews.length, 0),
    sample: all.slice(0, SAMPLE_SIZE).map((card) => ({ front: card.front, content: card.content, tags: card.tags, media: card.files })),
    jar: groups.length === 1 && groups[0]?.jar ? groups[0].jar : null,
    jarName: byDeck ? oneJarName : (groups[0]?.jar?.name ?? oneJarName),
  };
  return { preview, groups, skipped };
}

/** A skip of a note (a file skipped is reported, but its note still comes in). */
const isCardSkip = (skip: Skipped) => skip.reason !== 'MISSING_MEDIA' && skip.reason !== 'UNSUPPORTED_MEDIA';

/** The deck every card shares the top of (Anki's `日语::N5` and `日语::N4` → 日语), for a new jar's name. */
function commonDeck(cards: ReadonlyArray<Pick<Card, 'deck'>>): string | null {
  const tops = new Set(cards.map((card) => card.deck[0] ?? ''));
  const [top] = tops;
  return tops.size === 1 && top ? top : null;
}

/**
 * Whether a card read from our own export of a point still says what the point holds, so that importing an export
 * back into its jar reports it 未变. The point is taken through what the export and the reader do to it: Markdown →
 * HTML → Markdown for Anki and CSV (the formats carry HTML), tags with `_` for spaces, files by their export names.
 */
export function sameAsPoint(card: Pick<Card, 'front' | 'content' | 'tags' | 'media'>, point: PointAsExported, kind: ImportKind): boolean {
  const viaHtml = kind === 'apkg' || kind === 'colpkg' || kind === 'csv';
  const text = (value: string | null) => {
    const trimmed = value?.trim() ?? '';
    return viaHtml && trimmed ? htmlToMarkdown(markdownToHtml(trimmed)).markdown : trimmed;
  };
  const sameText = (read: string | null, held: string | null) => (read?.trim() ?? '') === (held?.trim() ?? '') || (read?.trim() ?? '') === text(held);
  const tags = (list: readonly string[]) => [...new Set(list.map(ankiTag).filter(Boolean))].sort().join(' ');
  return (
    sameText(card.front, point.front) &&
    sameText(card.content, point.content) &&
    tags(card.tags) === tags(point.tags) &&
    // Text formats carry no files: only an Anki package's files are compared.
    (!(kind === 'apkg' || kind === 'colpkg') || card.media.join('\n') === point.media.join('\n'))
  );
}
