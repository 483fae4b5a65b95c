import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ContactMessageBody, contactMessageBodySchema } from '../../../shared/contact/messages';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { errorMessage } from '../../lib/api-client';
import { siteContact } from '../../lib/site';
import { useSavingForm } from '../../lib/use-saving-form';
import { useSendContactMessage } from './api/send-contact-message';

const EMPTY: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

/** The spec's confirmation (§2 "Contact"). */
const CONTACT_THANKS = msg('Thank you for your message! We will get back to you within 24 hours.');

const quickHelp = [
  { label: msg('Read the FAQ'), to: paths.faq.path },
  { label: msg('Take the free sample test'), to: paths.sampleTest.path },
  { label: msg('Reset your password'), to: paths.forgotPassword.path },
];

/**
 * /contact (spec §2 "Contact", §5): Full Name, Email Address, Subject and Message, all required,
 * each with its message under the field (the first one focused). The message is stored on the
 * server; then the thanks and an empty form. A failed send keeps what was typed and says why.
 * Support email, phone, address and hours; quick help links.
 */
export function Component() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const {
    form,
    formElement,
    submit,
    failure,
    saved: sent,
  } = useSavingForm({
    initialValues: EMPTY,
    schema: contactMessageBodySchema,
    pending: send.isPending,
    resetOnSuccess: true,
    failureText: (error) => t('Your message was not sent: {{reason}}', { reason: errorMessage(error) }),
    save: send.mutateAsync,
  });

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.contact} />
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>{t('Contact Us')}</Title>
        <Text fz="lg" c="dimmed">
          {t('Questions about the NCLEX, your account or a plan? Write to us and we will answer within 24 hours.')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder padding="lg" radius="md">
          <form ref={formElement} onSubmit={submit} noValidate>
            <Stack>
              {sent && (
                <Alert color="green" role="status">
                  {t(CONTACT_THANKS)}
                </Alert>
              )}
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              )}
              <TextInput label={t('Full Name')} autoComplete="name" required {...form.getInputProps('name')} />
              <TextInput
                label={t('Email Address')}
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <TextInput label={t('Subject', { context: 'email' })} required {...form.getInputProps('subject')} />
              <Textarea label={t('Message')} required minRows={5} autosize {...form.getInputProps('message')} />
              <Button type="submit" loading={send.isPending}>
                {t('Send Message')}
              </Button>
            </Stack>
          </form>
        </Card>
        <Stack>
          <Card withBorder padding="lg" radius="md" component="address" style={{ fontStyle: 'normal' }}>
            <Title order={2} size="h4" mb="sm">
              {t('Support')}
            </Title>
            <Stack gap={6}>
              <Anchor href={`mailto:${siteContact.email}`}>{siteContact.email}</Anchor>
              <Anchor href={`tel:${siteContact.phone.replace(/[^+\d]/g, '')}`}>{siteContact.phone}</Anchor>
              <Text>{siteContact.address}</Text>
              <Text>{t('Hours: {{hours}}', { hours: t(siteContact.hours) })}</Text>
            </Stack>
          </Card>
          <Card withBorder padding="lg" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('Quick Help')}
            </Title>
            <Stack gap="xs">
              {quickHelp.map((item) => (
                <Button key={item.label} component={Link} to={item.to} variant="light" justify="flex-start">
                  {t(item.label)}
                </Button>
              ))}
            </Stack>
          </Card>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
