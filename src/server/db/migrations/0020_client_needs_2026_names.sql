-- The 2026 NCLEX test plans (NCSBN, in force since 1 April 2026) rename "Safety and Infection
-- Control" to "Safety and Infection Prevention and Control" (issue 24). Every stored copy of the
-- category follows: the bank's rows and their content, the items kept in attempts, and the
-- client-needs filters of exam forms.
UPDATE "questions" SET
  "client_needs" = 'Safety and Infection Prevention and Control',
  "content" = jsonb_set("content", '{clientNeeds}', '"Safety and Infection Prevention and Control"')
WHERE "client_needs" = 'Safety and Infection Control';--> statement-breakpoint
UPDATE "attempt_items" SET
  "client_needs" = 'Safety and Infection Prevention and Control',
  "item" = jsonb_set("item", '{clientNeeds}', '"Safety and Infection Prevention and Control"')
WHERE "client_needs" = 'Safety and Infection Control';--> statement-breakpoint
UPDATE "exam_forms" SET "filter" = jsonb_set("filter", '{clientNeeds}', (
  SELECT jsonb_agg(CASE WHEN need = 'Safety and Infection Control' THEN 'Safety and Infection Prevention and Control' ELSE need END ORDER BY place)
  FROM jsonb_array_elements_text("filter" -> 'clientNeeds') WITH ORDINALITY AS listed(need, place)
))
WHERE "filter" -> 'clientNeeds' ? 'Safety and Infection Control';
