/** Inter's three static cuts the writers embed (SIL Open Font License, see fonts/OFL.txt). */
export interface InterFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
}
