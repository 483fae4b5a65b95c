import { Alert, Anchor, Button, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONVERSATION_STARTED } from '../../../shared/conversations/conversations';
import { SUPPORT_HOURS, SUPPORT_RESPONSE_TIME } from '../../../shared/conversations/support';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { NewConversationForm } from '../../features/conversations/components/NewConversationForm';
import { FaqSearch } from '../../features/faq/components/FaqSearch';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { siteContact } from '../../lib/site';

/** Where else to find help: the document centre, the application's progress and the community. */
const otherHelp = [
  {
    label: msg('Document Upload Center'),
    text: msg('Upload and check the documents for your application.'),
    to: paths.documents.path,
  },
  {
    label: msg('Application Tracking'),
    text: msg('See where your licensure application stands.'),
    to: paths.tracking.path,
  },
  {
    label: msg('Community Message Board'),
    text: msg('Ask other nurses preparing for the NCLEX.'),
    to: paths.messages.path,
  },
];

/**
 * /support, the Support & Help Center (spec §2, §9 "support response within 24 hours. Support
 * hours Mon-Fri 9-5 EST"; issue 13), public: the support hours and response time with the support
 * email and phone; the support request form, which for a signed-in visitor opens a conversation
 * in the Communication Center (then CONVERSATION_STARTED and a link to it), and for a signed-out
 * one offers Sign In (back here afterwards) and the Contact page; the FAQ's questions, searchable
 * exactly as on /faq; and other help (documents, tracking, the message board).
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.support} />
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>{t('Support & Help Center')}</Title>
        <Text fz="lg" c="dimmed">
          {t(
            'Find an answer in our FAQ, or ask the support team: we answer every request in your Communication Center.',
          )}
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SupportRequest />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="support-contact">
              <Title order={2} size="h4" mb="sm" id="support-contact">
                {t('Contact support')}
              </Title>
              <Stack gap={6}>
                <Text>
                  <Text span fw={600}>
                    {t('Hours:')}
                  </Text>{' '}
                  {t(SUPPORT_HOURS)}
                </Text>
                <Text>
                  <Text span fw={600}>
                    {t('Response time:')}
                  </Text>{' '}
                  {t(SUPPORT_RESPONSE_TIME)}
                </Text>
                <Anchor href={`mailto:${siteContact.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {siteContact.email}
                </Anchor>
                <Anchor href={`tel:${siteContact.phone.replace(/[^+\d]/g, '')}`}>{siteContact.phone}</Anchor>
              </Stack>
            </Card>
            <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="other-help">
              <Title order={2} size="h4" mb="sm" id="other-help">
                {t('Other help')}
              </Title>
              <Stack gap="sm">
                {otherHelp.map((item) => (
                  <div key={item.to}>
                    <Anchor component={Link} to={item.to} fw={600}>
                      {t(item.label)}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t(item.text)}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <section aria-labelledby="support-faq">
        <Title order={2} mt="xl" mb="md" id="support-faq">
          {t('Frequently asked questions')}
        </Title>
        <FaqSearch
          headingLevel={3}
          noResultsHint={t('Try other words, or send your question to our support team above.')}
        />
      </section>
    </Container>
  );
}

/**
 * The support request form: Subject and Message for a signed-in visitor, sent as a new
 * conversation (POST /api/conversations), then CONVERSATION_STARTED with a link to it in the
 * Communication Center and the offer to write another. Signed out: Sign In, back here afterwards,
 * or the Contact page.
 */
function SupportRequest() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const [startedId, setStartedId] = useState<string | null>(null);

  let body: ReactNode;
  if (isLoading) body = <PageLoader label={t('Checking your account')} />;
  else if (!user)
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>
          {t(
            'Sign in to send a support request and follow our answer in your Communication Center. Without an account, write to us from the Contact page.',
          )}
        </Text>
        <Button component={Link} to={paths.login.href({ from: paths.support.path })}>
          {t('Sign In')}
        </Button>
        <Anchor component={Link} to={paths.contact.path}>
          {t('Go to the Contact page')}
        </Anchor>
      </Stack>
    );
  else
    body = (
      <Stack gap="md">
        {startedId && (
          <Alert color="green" variant="light" role="status" title={t('Request sent')}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">{t(CONVERSATION_STARTED)}</Text>
              <Anchor
                component={Link}
                to={paths.communication.href({ conversation: startedId })}
                size="sm"
                fw={700}
                c="var(--mantine-color-text)"
                underline="always"
              >
                {t('Open the conversation')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <NewConversationForm
          submitLabel={t('Send Request')}
          onStarted={(conversation) => setStartedId(conversation.id)}
        />
      </Stack>
    );

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="support-request">
      <Title order={2} size="h4" mb="xs" id="support-request">
        {t('Send a support request')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('{{responseTime}}, {{hours}}.', { responseTime: t(SUPPORT_RESPONSE_TIME), hours: t(SUPPORT_HOURS) })}
      </Text>
      {body}
    </Card>
  );
}
