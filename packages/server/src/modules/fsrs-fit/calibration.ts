import { createEmptyCard, type Card, type Grade as FsrsGrade } from 'ts-fsrs';
import { CALIBRATION_BINS, type CalibrationBin } from '@memory/contracts';
import { reviewTime, schedulerFor } from '../../domain/fsrs';
import { ratedHistory, type UnitOfReviews } from './items';

/**
 * 智能曲线's calibration (数据趋势): for every labelled review (items.ts: graded, after the first), the retention the
 * parameters in use predicted just before it (ts-fsrs's retrievability of the card replayed up to the review
 * before), against whether it was recalled (not 忘了). CALIBRATION_BINS bins of predicted retention, each with its
 * count, mean prediction and share recalled. The same replay and labels as the fit, so a fit that was BETTER
 * shows here as predictions nearer the diagonal.
 */
/** Units replayed per slice of the event loop. */
const UNITS_PER_SLICE = 500;

export async function calibrationBins(units: Iterable<UnitOfReviews>, weights: string | null): Promise<{ bins: CalibrationBin[]; reviews: number }> {
  const scheduler = schedulerFor({ retention: 90, weights });
  const sums = Array.from({ length: CALIBRATION_BINS }, () => ({ count: 0, predicted: 0, recalled: 0 }));
  let reviews = 0;
  let replayed = 0;
  for (const unit of units) {
    // A learner with years of reviews takes seconds to replay (≈ 2 s per 100 000 reviews): other requests go on.
    if (++replayed % UNITS_PER_SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const history = ratedHistory(unit);
    if (!history) continue;
    let card: Card = createEmptyCard(reviewTime(history[0]!.day));
    for (const review of history) {
      const at = reviewTime(review.day);
      if (review.label) {
        const predicted = scheduler.get_retrievability(card, at, false);
        const bin = sums[Math.min(CALIBRATION_BINS - 1, Math.max(0, Math.floor(predicted * CALIBRATION_BINS)))]!;
        bin.count += 1;
        bin.predicted += predicted;
        bin.recalled += review.rating > 1 ? 1 : 0;
        reviews += 1;
      }
      card = scheduler.next(card, at, review.rating as FsrsGrade).card;
    }
  }
  const bins = sums.map((sum, i) => ({
    from: i / CALIBRATION_BINS,
    to: (i + 1) / CALIBRATION_BINS,
    count: sum.count,
    predicted: sum.count > 0 ? sum.predicted / sum.count : null,
    actual: sum.count > 0 ? sum.recalled / sum.count : null,
  }));
  return { bins, reviews };
}
