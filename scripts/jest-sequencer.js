// Jest's order, except that the known longest files start first: with several workers the run
// then ends when the bulk ends, not with one long file started last (a fresh clone has no
// timing cache, and Jest's fallback order is by file size).
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST_FIRST = ['scripts/start.smoke.test.ts', 'gateway/src/fuzz/fuzz.test.ts'];

const rankOf = (test) => {
  const rank = LONGEST_FIRST.findIndex((file) => test.path.endsWith(file));
  return rank < 0 ? LONGEST_FIRST.length : rank;
};

class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    return [...ordered].sort((a, b) => rankOf(a) - rankOf(b));
  }
}

module.exports = LongestFirstSequencer;
