import fc from 'fast-check';
import {
  isQuestionnaireCommentVisible,
  isQuestionnaireValid,
  isValidRating,
  missingRatings,
  ratingScale,
} from './questionnaire';

describe('questionnaire (SPEC §5): all four star ratings (1-5) required, comment optional', () => {
  const complete = { rating: 5, foodRating: 4, serviceRating: 3, processRating: 1 };

  it('is valid with all four ratings and no comment', () => {
    expect(isQuestionnaireValid(complete)).toBe(true);
    expect(isQuestionnaireValid({ ...complete, comment: 'Sehr sauber!' })).toBe(true);
  });

  it('names the ratings still missing', () => {
    expect(missingRatings({ rating: 5, foodRating: null })).toEqual([
      'foodRating',
      'serviceRating',
      'processRating',
    ]);
  });

  it('accepts whole stars from 1 to 5 only', () => {
    expect(ratingScale()).toEqual([1, 2, 3, 4, 5]);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        expect(isValidRating(value)).toBe([1, 2, 3, 4, 5].includes(value));
      }),
    );
    expect(isValidRating(null)).toBe(false);
  });

  it('shows the comment once all ratings are set', () => {
    expect(isQuestionnaireCommentVisible({ ...complete, processRating: null })).toBe(false);
    expect(isQuestionnaireCommentVisible(complete)).toBe(true);
  });
});
