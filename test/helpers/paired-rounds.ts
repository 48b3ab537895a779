// Paired rounds back from the merged results files `run --paired` writes (each metric keeps every round's value).
export { roundOf, roundsOf } from '../../src/compare/rounds-from-files';
