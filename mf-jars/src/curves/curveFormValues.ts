// The curve form's values and how they become the request body of POST / PUT /api/curves (SPEC §5).
import { CURVE_STEP_MAX_DAYS, CURVE_STEP_MIN_DAYS, type Curve, type CurveBody } from '@memory/contracts';

export interface CurveFormValues {
  name: string;
  description: string;
  /** One interval per review row; null while a row is empty. */
  steps: (number | null)[];
}

/** A new curve starts with a single review one day later: valid at once, easy to extend. */
export const emptyCurveFormValues: CurveFormValues = { name: '', description: '', steps: [1] };

export function curveFormValuesOf(curve: Curve): CurveFormValues {
  return { name: curve.name, description: curve.description, steps: [...curve.steps] };
}

/** A whole number of days within the allowed range. */
function isValidStep(step: unknown): step is number {
  return typeof step === 'number' && Number.isInteger(step) && step >= CURVE_STEP_MIN_DAYS && step <= CURVE_STEP_MAX_DAYS;
}

/** The steps worth previewing while the user types: the valid rows, in order. */
export function previewSteps(steps: readonly (number | null | undefined)[] | undefined): number[] {
  return (steps ?? []).filter(isValidStep);
}

/** Trimmed text, as the server stores it. Only called after the form validated every row. */
export function curveBodyOf(values: CurveFormValues): CurveBody {
  return { name: values.name.trim(), description: (values.description ?? '').trim(), steps: values.steps.filter(isValidStep) };
}
