// Where `benchgate run --paired REF --out FILE` writes its three files: the head results (FILE), the base
// results (FILE without .json + .base.json) and the same-job comparison (… + .comparison.json), which the
// Action's `results` input reads back in the safe workflow shape.
export const basePathFor = (out: string): string => out.replace(/(\.json)?$/, '.base.json');
export const comparisonPathFor = (out: string): string => out.replace(/(\.json)?$/, '.comparison.json');
