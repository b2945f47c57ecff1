import { icon } from "./chrome";

/** The chat assistant's mark and its send button (drawn only once the chat loads). */
export const SparkleIcon = icon(
  <g strokeWidth={1.7}>
    <path d="M12 3.5l1.9 4.6 4.6 1.9-4.6 1.9L12 16.5l-1.9-4.6L5.5 10l4.6-1.9z" />
    <path d="M18.5 15.5l.8 1.9 1.9.8-1.9.8-.8 1.9-.8-1.9-1.9-.8 1.9-.8z" />
  </g>,
);
export const ArrowUpIcon = icon(<path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" />, 16);
