/**
 * SPEC §5 questionnaire: all four star ratings (1-5) required; the comment is
 * optional and appears once all are set.
 */
import { RATING_MAX, RATING_MIN } from '../constants';
import type { Questionnaire } from './order-types';

export const RATING_FIELDS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;

export type RatingField = (typeof RATING_FIELDS)[number];

export function isValidRating(value: number | null | undefined): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** The rating fields still missing or out of range. */
export function missingRatings(questionnaire: Partial<Questionnaire>): RatingField[] {
  return RATING_FIELDS.filter((field) => !isValidRating(questionnaire[field]));
}

export function isQuestionnaireValid(questionnaire: Partial<Questionnaire>): boolean {
  return missingRatings(questionnaire).length === 0;
}

/** The comment field appears once all four ratings are set. */
export function isQuestionnaireCommentVisible(questionnaire: Partial<Questionnaire>): boolean {
  return isQuestionnaireValid(questionnaire);
}

/** The star ratings a rating input offers: 1 to 5. */
export function ratingScale(): number[] {
  return Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);
}
