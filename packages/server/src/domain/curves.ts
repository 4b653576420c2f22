// Curve ids the server itself relies on besides @memory/contracts' SYSTEM_CURVES, which the browser shows. Shared by
// the curves module, which seeds the curve, and the jars scheduler, which puts every batch post on it.

/**
 * The internal curve of a jar batch's introduction post (review_units kind JAR_BATCH): no steps, so the post is
 * delivered once and done, and the summary counts it as one review. Stored as a deleted system curve: nobody can
 * see or pick it.
 */
export const JAR_BATCH_CURVE_ID = 'JAR_BATCH';
