/**
 * Stable codes of every message the server shows people, sent beside the English `message`
 * (GraphQL `extensions.messageCode`, REST `messageCode`) so a client can say it in the
 * reader's language. A code never changes meaning once shipped; a new wording gets a new code.
 * The web catalogues must translate each one (web/src/i18n/catalog.test.ts checks).
 * No imports: the web tests read this list too.
 */
export const MESSAGE_CODES = [
  // Sign-in
  'LOGIN_FAILED',
  'LAST_NAME_REQUIRED',
  'LAST_NAME_TOO_LONG', // {max}
  'ZIP_CODE_INVALID',
  'ZIP_CODE_TOO_LONG', // {max}
  'TOO_MANY_SIGN_IN_ATTEMPTS', // {minutes}
  'PERSONAL_LINK_INVALID',
  // Who may do what
  'SIGN_IN_REQUIRED',
  'NOT_SIGNED_IN',
  'PAGE_FORBIDDEN',
  'ACTION_FORBIDDEN',
  // Parties and guest groups
  'GUEST_GROUP_NOT_FOUND', // {name}
  'PARTY_EXISTS',
  'PARTY_NOT_FOUND',
  'CANNOT_REMOVE_OWN_ADMIN',
  'CANNOT_DELETE_OWN_PARTY',
  'NAME_REQUIRED',
  'NAME_TOO_LONG', // {max}
  'GUEST_GROUP_EXISTS', // {name}
  'VALUE_NOT_ALLOWED', // {field, allowed}
  'GUEST_GROUP_ID_NOT_FOUND',
  'DEFAULT_GROUP_LOCKED',
  'DEFAULT_GROUP_NAME_LOCKED',
  // Guests and RSVP
  'RSVP_NOT_ALLOWED',
  'RSVP_CLOSED', // {date}
  'GUEST_NOT_FOUND',
  'GUEST_NOT_IN_PARTY', // {guestId}
  'GUEST_LISTED_TWICE', // {guestId}
  'ATTENDANCE_REQUIRED',
  // Plus-ones (issue 21 §1)
  'PLUS_ONE_LIMIT', // {max}
  'NOT_A_PLUS_ONE',
  'MEAL_REQUIRED', // {name}
  'MEAL_NOT_OFFERED', // {meal}
  'MEAL_OPTION_TWICE', // {meal}
  'MEAL_OPTION_ES_WITHOUT_EN', // {meal}
  'MEAL_OPTIONS_ES_LENGTH', // {count}
  'FIRST_NAME_REQUIRED',
  'GUESTS_REQUIRED',
  'TOO_MANY_ITEMS', // {field, max}
  'SORT_ORDER_INVALID',
  // Several events (issue 21 §2)
  'EVENT_NOT_FOUND',
  'EVENT_TIME_INVALID', // {field}
  'EVENT_ENDS_BEFORE_START', // {field}
  'EVENT_NOT_INVITED', // {eventId}
  'EVENT_LISTED_TWICE', // {eventId}
  // RSVP questions (issue 21 §3)
  'RSVP_QUESTION_NOT_FOUND',
  'RSVP_ANSWER_REQUIRED', // {question, questionId}
  'RSVP_ANSWER_REQUIRED_FOR', // {question, questionId, name, guestId}
  'RSVP_ANSWER_INVALID', // {question, questionId}
  'RSVP_ANSWER_NOT_ASKED', // {question, questionId}
  'RSVP_ANSWER_TWICE', // {question, questionId}
  'RSVP_OPTIONS_TOO_FEW', // {min}
  'RSVP_OPTION_TWICE', // {option}
  'RSVP_OPTIONS_MISMATCH',
  // Wedding settings
  'FIELD_EMPTY', // {field}
  'FIELD_TOO_LONG', // {field, max}
  'DATE_INVALID',
  'TIMEZONE_INVALID',
  'TIME_INVALID', // {field}
  'COUNTRY_INVALID', // {field}
  'LINK_NOT_HTTPS', // {field}
  // Input that does not fit the schema
  'FIELD_REQUIRED', // {field}
  'FIELD_UNKNOWN', // {field}
  'FIELD_INVALID', // {field}
  'ID_INVALID', // {field}
  'TEXT_NOT_ALLOWED', // {field}
  'UPLOAD_NOT_EXPECTED', // {field}
  'INVALID_INPUT',
  'INVALID_QUERY',
  'INVALID_REQUEST',
  // Registry and payments
  'NUMBER_OUT_OF_RANGE', // {field, min, max}
  'EMAIL_INVALID', // {field}
  'IMAGE_URL_INVALID',
  'REGISTRY_ITEM_NOT_FOUND',
  'REGISTRY_ITEM_UNAVAILABLE', // an inactive or unknown gift alike, never its name
  'TOTAL_BELOW_TAKEN', // {taken}
  'VENMO_USERNAME_INVALID',
  'CURRENCY_INVALID',
  'GUEST_NAME_REQUIRED',
  'ITEMS_REQUIRED',
  'AMOUNT_MISMATCH', // {name, expected}
  'NOT_ENOUGH_LEFT', // {available, name, requested}
  'AMOUNT_TOO_LARGE', // {maxQuantity, name}
  'CONFIRMATION_NOT_FOUND',
  'CONFIRMATION_REJECTED',
  // Polls
  'POLL_NOT_FOUND',
  'POLL_OPTION_INVALID', // {field, max}
  'POLL_ALREADY_VOTED',
  'POLL_OPTIONS_TOO_FEW', // {min}
  'POLL_OPTION_TWICE', // {option}
  'POLL_OPTIONS_LOCKED',
  // The couple's texts in two languages
  'SPANISH_COUNT_MISMATCH', // {field, count}
  // AI assistant
  'CHATBOT_DISABLED',
  'TOO_MANY_QUESTIONS', // {seconds}
  'CHATBOT_FAILED',
  // Site content
  'LANGUAGE_INVALID',
  'PAGE_VERSION_FORBIDDEN',
  'SITE_TEXT_NOT_FOUND',
  // Trivia
  'TRIVIA_QUESTION_NOT_FOUND',
  'TRIVIA_OPTION_INVALID', // {field, max}
  'TRIVIA_ALREADY_ANSWERED',
  'TRIVIA_OPTION_TWICE', // {option}
  'TRIVIA_OPTIONS_LOCKED',
  'TRIVIA_EMBEDS_TOO_MANY', // {max}
  'TRIVIA_EMBED_NOT_ALLOWED', // {option}
  // Spreadsheet uploads
  'FILE_REQUIRED',
  'UPLOAD_REQUIRED',
  'FILE_EMPTY',
  'FILE_INCOMPLETE',
  'FILE_TOO_LARGE', // {max} (MB)
  'NOT_A_SPREADSHEET',
  'ARCHIVE_TOO_LARGE', // {max} (MB)
  'TOO_MANY_ROWS', // {max}
  'TOO_MANY_COLUMNS', // {max}
  'TOO_MANY_CELLS', // {max}
  'COLUMNS_MISSING', // {columns}
  'BOOLEAN_INVALID', // {field, value}
  'PARTY_NOT_IN_LIST', // {lastName, zipCode}
  'IMPORT_CONFLICT',
  // Site images
  'IMAGE_TYPE_INVALID',
  'SITE_IMAGE_NOT_FOUND',
  'IMAGE_SIGNATURE_INVALID',
  // E-mail (issue 22)
  'LINE_BREAK_NOT_ALLOWED', // {field}
  'TEMPLATE_PLACEHOLDER_UNKNOWN', // {field} {placeholder} {allowed}
  'TEMPLATE_SECTION_UNCLOSED', // {field} {placeholder}
  'TEMPLATE_PLACEHOLDER_REQUIRED', // {field} {placeholder}
  // The HTTP layer
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'INVALID_JSON',
  'REQUEST_TOO_LARGE',
  'JSON_REQUIRED',
  'CROSS_SITE_REQUEST',
  'INTERNAL_ERROR',
] as const;

export type MessageCode = (typeof MESSAGE_CODES)[number];

/** Values a message is built from, e.g. {minutes: 3}; sent as `params`. */
export type MessageParams = Record<string, string | number>;
