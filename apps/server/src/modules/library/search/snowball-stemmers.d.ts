/** snowball-stemmers (ISC) has no types of its own: the part the search uses. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
