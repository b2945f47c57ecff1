import { icon } from "./chrome";

/** Lists and cards on content pages: the check of a feature list, the why-partner cards. */
export const CheckIcon = icon(<path d="m5 10.5 3 3 7-7" strokeWidth={2} />, 20);
export const PersonIcon = icon(<path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />);
export const BoltIcon = icon(<path d="M13 3 5 13h6l-1 8 8-10h-6l1-8Z" />);
export const LayersIcon = icon(<path d="m12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5" />);
