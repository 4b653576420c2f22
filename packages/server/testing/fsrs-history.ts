// Review histories drawn from known FSRS parameters (the fsrs-fit tests, and the e2e journey's Anki deck that
// carries one): a learner whose memory follows TRUE_WEIGHTS, reviewed on the days FSRS's defaults schedule.
import { createEmptyCard, fsrs, Rating, type Card, type Grade as FsrsGrade } from 'ts-fsrs';
import type { Grade } from '@memory/contracts';
import { addDays, daysBetween } from '../src/calendar';
import { reviewTime } from '../src/domain/fsrs';
import { seededRandom } from '../src/random';
import { writeAnki21Fixture } from '../test/imports/fixtures/anki-writers';

const GRADES: Grade[] = ['AGAIN', 'HARD', 'GOOD', 'EASY'];

/** A learner whose memory follows `truth`: much faster forgetting than FSRS's defaults (and a steeper curve). */
export const TRUE_WEIGHTS = [
  0.1, 0.35, 0.9, 4.0, 6.9, 0.6, 3.0, 0.01, 0.9, 0.1, 1.2, 1.9, 0.11, 0.29, 2.27, 0.23, 2.99, 0.52, 0.66, 0.15, 0.3,
];

export interface SimulatedUnit {
  reviews: Array<{ index: number; day: string; grade: Grade | null }>;
}

/**
 * Units reviewed on the days a scheduler with FSRS's defaults gives (as 智能曲线 would), each review's outcome drawn
 * from the true model's retrievability (mode 'true'), from the defaults' own (mode 'defaults': random grades the
 * defaults already explain, nothing for a fit to learn), or a uniformly random grade (mode 'random'). Review 0 is the
 * first exposure (ungraded), entering on a day spread over the first `spreadDays`.
 */
export function simulate(options: { units: number; reviewsPerUnit: number; startDay: string; spreadDays: number; seed: number; mode: 'true' | 'random' | 'defaults' }): SimulatedUnit[] {
  const random = seededRandom(options.seed);
  const truth = fsrs({ w: TRUE_WEIGHTS, enable_short_term: false, enable_fuzz: false });
  const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });
  const units: SimulatedUnit[] = [];
  for (let u = 0; u < options.units; u += 1) {
    let day = addDays(options.startDay, Math.floor(random() * options.spreadDays));
    let real: Card = truth.next(createEmptyCard(reviewTime(day)), reviewTime(day), Rating.Good).card;
    let planned: Card = scheduler.next(createEmptyCard(reviewTime(day)), reviewTime(day), Rating.Good).card;
    const reviews: SimulatedUnit['reviews'] = [{ index: 0, day, grade: null }];
    for (let k = 1; k <= options.reviewsPerUnit; k += 1) {
      const interval = Math.max(1, Math.round(planned.scheduled_days));
      day = addDays(day, interval);
      let grade: Grade;
      if (options.mode === 'random') {
        grade = GRADES[Math.floor(random() * 4)]!;
      } else {
        const model = options.mode === 'true' ? real : planned;
        const recalled = random() < (options.mode === 'true' ? truth : scheduler).get_retrievability(model, reviewTime(day), false);
        grade = recalled ? (random() < 0.15 ? 'HARD' : random() < 0.9 ? 'GOOD' : 'EASY') : 'AGAIN';
      }
      const rating = (GRADES.indexOf(grade) + 1) as FsrsGrade;
      real = truth.next(real, reviewTime(day), rating).card;
      planned = scheduler.next(planned, reviewTime(day), rating).card;
      reviews.push({ index: k, day, grade });
    }
    units.push({ reviews });
  }
  return units;
}

/** The same history moved by whole days so that its last review falls on `lastDay` (outcomes depend on gaps only). */
export function endingOn(units: SimulatedUnit[], lastDay: string): SimulatedUnit[] {
  const last = units.flatMap((unit) => unit.reviews.map((review) => review.day)).sort().at(-1)!;
  const shift = daysBetween(last, lastDay);
  return units.map((unit) => ({ reviews: unit.reviews.map((review) => ({ ...review, day: addDays(review.day, shift) })) }));
}

const EASE: Record<Grade, number> = { AGAIN: 1, HARD: 2, GOOD: 3, EASY: 4 };

/**
 * An Anki deck (.apkg, legacy `collection.anki21`) of Basic notes, one per simulated unit, each card carrying the
 * unit's history as revlog entries: review 0 is the first learning, answered Good (as the simulation learned it),
 * the others their grades, each at 10:00 Beijing time of its day. Note `i` reads `front(i)` / `back(i)`.
 */
export function ankiDeckWithHistory(options: { deck: string; units: SimulatedUnit[]; front: (index: number) => string; back: (index: number) => string }): Promise<Uint8Array> {
  const noteType = { id: 1_600_000_000_001, name: 'Basic', type: 0, fields: ['Front', 'Back'], templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' }] };
  const deckId = 1_600_000_000_100;
  const noteId = (index: number) => 1_600_000_001_000 + index;
  const cardId = (index: number) => 1_600_000_100_000 + index;
  return writeAnki21Fixture({
    noteTypes: [noteType],
    decks: [{ id: deckId, path: [options.deck] }],
    notes: options.units.map((_unit, index) => ({ id: noteId(index), guid: `sim-${options.deck}-${index}`, mid: noteType.id, tags: [], fields: [options.front(index), options.back(index)] })),
    cards: options.units.map((_unit, index) => ({ id: cardId(index), nid: noteId(index), did: deckId, ord: 0 })),
    revlog: options.units.flatMap((unit, index) =>
      unit.reviews.map((review) => ({
        // revlog ids are the answer's time in ms: units answered the same day a second apart.
        id: new Date(`${review.day}T10:00:00+08:00`).getTime() + index * 1000,
        cid: cardId(index),
        ease: EASE[review.grade ?? 'GOOD'],
        type: review.index === 0 ? 0 : 1,
      })),
    ),
    media: [],
  });
}
