import { icon } from "./chrome";

/** The carousels' previous and next. */
export const ChevronLeftIcon = icon(<path d="m15 6-6 6 6 6" strokeWidth={2} strokeLinecap="butt" strokeLinejoin="miter" />);
export const ChevronRightIcon = icon(<path d="m9 6 6 6-6 6" strokeWidth={2} strokeLinecap="butt" strokeLinejoin="miter" />);
