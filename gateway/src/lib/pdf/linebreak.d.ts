// The Unicode line-breaking algorithm (UAX #14) that pdfmake itself uses; it ships no types.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next place a line may (or, when `required`, must) break, or null at the end. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
