/**
 * Every `code` the API sends in its error shape `{ error: { code, message } }`
 * (docs/architecture.md §5): the one list of them on both sides. The server's AppError takes an
 * ApiErrorCode, the routes' error response schema is `z.enum(API_ERROR_CODES)`
 * (api-error-schema.ts) and the client's ApiError carries one, so `tsc` refuses a typo in a thrown
 * code and a client comparison with a code nobody sends. Grouped by the feature that sends them
 * (src/server/features/<area>), sorted within a group; a code two features send is listed once,
 * under the first. src/testing/error-codes.test.ts checks that every code the server's source
 * sends is here and every code here is sent.
 */
export const API_ERROR_CODES = [
  // The error handler and the framework (src/server/errors.ts): unreadable requests, unknown
  // routes, failed validation, our own failures.
  'bad_request',
  'bad_url',
  'body_too_large',
  'empty_body',
  'headers_too_large',
  'internal_error',
  'invalid_json',
  'invalid_request',
  'not_found',
  'request_timeout',
  'unsupported_media_type',
  'uri_too_long',
  // Every route: the origin check and the rate limits (src/server/lib), the sign-in and role guards (auth).
  'bad_origin',
  'forbidden',
  'limits_unavailable',
  'not_signed_in',
  'rate_limited',
  // auth: sign-up, sign-in, passwords.
  'auth_failed',
  'email_taken',
  'invalid_credentials',
  'invalid_reset_link',
  'wrong_current_password',
  'common_password',
  // account and user management.
  'adjustment_reason_required',
  'cannot_delete_self',
  'cannot_demote_self',
  'figure_out_of_range',
  'last_admin_delete',
  'last_admin_demote',
  'referral_code_taken',
  'user_not_found',
  // board.
  'board_account_name_missing',
  'board_message_not_found',
  'board_thread_full',
  'board_thread_has_replies',
  'cannot_report_own_message',
  // calibration.
  'calibration_running',
  // conversations (and the contact form's messages in the support queue).
  'conversation_not_found',
  'reply_not_sent',
  // documents.
  'document_changed',
  'document_file_not_found',
  'document_not_draft',
  'document_not_found',
  'document_not_on_list',
  'document_not_opened',
  'document_not_pending',
  'document_verified_locked',
  // exams.
  'adaptive_decided',
  'adaptive_only',
  'attempt_abandoned',
  'attempt_in_progress',
  'attempt_not_found',
  'attempt_submitted',
  'attempt_suspended',
  'case_study_not_found',
  'case_study_order',
  'form_not_found',
  'invalid_response',
  'item_locked',
  'item_not_in_attempt',
  'mode_not_offered',
  'nclex_order',
  'no_response',
  'not_current_item',
  'not_enough_items',
  'not_suspendable',
  'question_bank_too_small',
  'registration_required',
  'sample_already_kept',
  'sample_not_keepable',
  'sample_unfinished',
  'time_up',
  'timed_mode',
  'too_many_questions',
  'unknown_item_type',
  // flashcards (issue 25).
  'card_not_due',
  'card_not_found',
  'nothing_to_undo',
  // files.
  'empty_file',
  'file_not_found',
  'file_too_large',
  'file_type_not_allowed',
  'no_file',
  'upload_malformed',
  // marketplace: courses, their curricula, purchases, ratings, refunds.
  'already_purchased',
  'already_refunded',
  'course_not_found',
  'not_a_buyer',
  'not_your_course',
  'own_course',
  'own_item',
  'own_referral_code',
  'price_changed',
  'purchase_not_found',
  'refund_window_closed',
  'trainer_deleted',
  'unknown_referral_code',
  // marketplace curriculum (issue 27 item 1).
  'course_needs_a_lesson',
  'curriculum_limit',
  'invalid_cover',
  'invalid_lesson',
  'invalid_order',
  'invalid_quiz',
  'lesson_item_not_found',
  'lesson_item_not_yours',
  'lesson_not_found',
  'section_not_found',
  // materials.
  'material_already_reviewed',
  'material_changed',
  'material_file_in_use',
  'material_file_not_found',
  'material_not_found',
  'material_not_pending',
  // programs.
  'program_coming_soon',
  'program_not_found',
  // study-plan.
  'exam_date_in_past',
  // tracking.
  'step_date_required',
  'step_follows_records',
  'step_not_found',
  'student_not_found',
  // trainer-sessions.
  'session_booked',
  'session_cancelled',
  'session_full',
  'session_location_required',
  'session_not_found',
  'session_seats_taken',
  'session_start_past',
  'session_started',
  // trainer-applications.
  'already_trainer',
  'applicant_deleted',
  'trainer_application_not_found',
  'trainer_application_not_pending',
  'trainer_application_pending',
  'staff_cannot_apply',
  // trainer-videos.
  'video_free',
  'video_included',
  'video_not_bought',
  'video_not_found',
  'video_not_approved',
  'video_not_pending',
  'video_changed',
  // reminders (issue 25 item 6).
  'bad_unsubscribe_token',
  'push_subscription_not_found',
  'push_subscription_taken',
  // payments (issue 26).
  'order_not_found',
  'order_not_pending',
  'order_expired',
  'order_not_cancellable',
  'payment_provider_refused',
  'payment_provider_unavailable',
  'bad_webhook_signature',
  // refunds and payouts through the provider (issue 26 items 3, 4).
  'refund_requested',
  // plans and programme fees (issue 26 items 5 and 6).
  'plan_downgrade',
  'plan_not_found',
  'plan_required',
  'programme_fee_not_found',
  'programme_fee_paid',
  // course reviews (issue 27 item 7).
  'review_already_hidden',
  'review_not_found',
  'review_not_hidden',
  // the course player, progress and certificates (issue 27 item 2).
  'certificate_not_found',
  'course_not_completed',
  'lesson_completes_itself',
  'lesson_locked',
  'not_a_quiz_lesson',
  // item bank import and export (issue 28 item 4).
  'import_already_accepted',
  'import_file_invalid',
  'import_not_found',
] as const;

/** A code the API may send in an error (one of API_ERROR_CODES). */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
