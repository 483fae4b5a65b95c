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
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { type ContactMessageBody, contactMessageBodySchema } from '../../../shared/contact/messages';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { fieldErrors } from '../../lib/form-errors';
import { siteContact } from '../../lib/site';

const EMPTY: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

/** The spec's confirmation (§2 "Contact"). */
const CONTACT_THANKS = 'Thank you for your message! We will get back to you within 24 hours.';

const quickHelp = [
  { label: 'Read the FAQ', to: paths.faq.path },
  { label: 'Take the free sample test', to: paths.sampleTest.path },
  { label: 'Reset your password', to: paths.forgotPassword.path },
];

/**
 * /contact (spec §2 "Contact", §5): Full Name, Email Address, Subject and Message, all required,
 * each with its message under the field (the first one focused). The message is stored on the
 * server; then the thanks and an empty form. A failed send keeps what was typed and says why.
 * Support email, phone, address and hours; quick help links.
 */
export function Component() {
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<ContactMessageBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    onValuesChange: () => {
      setSendError(null);
      setSent(false);
    },
  });
  const send = useMutation({
    mutationFn: (body: ContactMessageBody) => apiRequest('/contact', { method: 'POST', body }),
    onSuccess: () => {
      form.setValues(EMPTY);
      setSent(true);
    },
    onError: (failure) => setSendError(`Your message was not sent: ${errorMessage(failure)}`),
  });

  const submit = form.onSubmit((values) => {
    const parsed = contactMessageBodySchema.safeParse(values);
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error));
      requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    send.mutate(parsed.data);
  });

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.contact} />
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>Contact Us</Title>
        <Text fz="lg" c="dimmed">
          Questions about the NCLEX, your account or a plan? Write to us and we will answer within 24 hours.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder padding="lg" radius="md">
          <form ref={formElement} onSubmit={submit} noValidate>
            <Stack>
              {sent && (
                <Alert color="green" role="status">
                  {CONTACT_THANKS}
                </Alert>
              )}
              {sendError && (
                <Alert color="red" variant="light" role="alert">
                  {sendError}
                </Alert>
              )}
              <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps('name')} />
              <TextInput
                label="Email Address"
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <TextInput label="Subject" required {...form.getInputProps('subject')} />
              <Textarea label="Message" required minRows={5} autosize {...form.getInputProps('message')} />
              <Button type="submit" loading={send.isPending}>
                Send Message
              </Button>
            </Stack>
          </form>
        </Card>
        <Stack>
          <Card withBorder padding="lg" radius="md" component="address" style={{ fontStyle: 'normal' }}>
            <Title order={2} size="h4" mb="sm">
              Support
            </Title>
            <Stack gap={6}>
              <Anchor href={`mailto:${siteContact.email}`}>{siteContact.email}</Anchor>
              <Anchor href={`tel:${siteContact.phone.replace(/[^+\d]/g, '')}`}>{siteContact.phone}</Anchor>
              <Text>{siteContact.address}</Text>
              <Text>Hours: {siteContact.hours}</Text>
            </Stack>
          </Card>
          <Card withBorder padding="lg" radius="md">
            <Title order={2} size="h4" mb="sm">
              Quick Help
            </Title>
            <Stack gap="xs">
              {quickHelp.map((item) => (
                <Button key={item.label} component={Link} to={item.to} variant="light" justify="flex-start">
                  {item.label}
                </Button>
              ))}
            </Stack>
          </Card>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
