import { Alert, Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useCertificate } from './api/get-certificate';

/**
 * /certificates/:certificateId (issue 27 item 2): anyone, signed out too, checks a certificate of
 * completion by the address printed on it: whose it is, which course and trainer, and when it was
 * issued (the date as the certificate prints it, whatever the verifier's time zone); an unknown
 * code says no certificate has it.
 */
export function Component() {
  const { t } = useTranslation();
  const { certificateId = '' } = useParams();
  const certificate = useCertificate(certificateId);
  return (
    <Container size="sm" py="xl">
      <PageMeta page={paths.certificate} />
      <Title order={1} mb="lg">
        {t('Certificate of completion')}
      </Title>
      {certificate.isPending && <PageLoader label={t('Checking the certificate')} />}
      {certificate.isError && (
        <Alert
          color={certificate.error instanceof ApiError && certificate.error.status === 404 ? 'yellow' : 'red'}
          role="alert"
          title={
            certificate.error instanceof ApiError && certificate.error.status === 404
              ? t('Certificate not found')
              : t('The certificate could not be checked')
          }
        >
          {errorMessage(certificate.error)}
        </Alert>
      )}
      {certificate.data && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs">
            <Text c="green.8" fw={700}>
              {t('✓ This certificate is genuine.')}
            </Text>
            <Text size="lg">
              <Trans
                i18nKey={msg(
                  '<1>{{learner}}</1> completed the course <2>{{course}}</2>, taught by {{trainer}}, on {{date}}.',
                )}
                values={{
                  learner: certificate.data.learnerName,
                  course: certificate.data.courseTitle,
                  trainer: certificate.data.trainerName,
                  date: certificate.data.issuedOn,
                }}
                components={{ 1: <Text span fw={700} />, 2: <Text span fw={700} /> }}
              />
            </Text>
            <Text size="sm" c="dimmed">
              {t('Verification code: {{code}}', { code: certificate.data.id })}
            </Text>
          </Stack>
        </Card>
      )}
      <Anchor component={Link} to={paths.courses.path} mt="lg" display="inline-block">
        {t('Browse the Course Marketplace')}
      </Anchor>
    </Container>
  );
}
