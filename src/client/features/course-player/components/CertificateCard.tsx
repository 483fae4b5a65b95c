import { Anchor, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import type { HeldCertificate } from '../../../../shared/marketplace/course-player';
import { dateInWords } from '../dates';

/**
 * A completed course's certificate of completion (issue 27 item 2): the date it was issued, the PDF
 * to download, and the verification address anyone can open (printed on the certificate too).
 */
export function CertificateCard({ certificate }: { certificate: HeldCertificate }) {
  const { t } = useTranslation();
  const address = `${window.location.origin}${certificate.verifyPath}`;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="certificate-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="certificate-heading">
          {t('Certificate of completion')}
        </Title>
        <Text size="sm">
          {t('You completed every lesson of this course on {{date}}.', { date: dateInWords(certificate.issuedAt) })}
        </Text>
        <Group gap="sm">
          <Button component="a" href={certificate.pdfHref} download>
            {t('Download certificate (PDF)')}
          </Button>
        </Group>
        <Text size="sm">
          <Trans
            i18nKey={msg('Anyone can check it at <1>{{address}}</1>')}
            values={{ address }}
            components={{ 1: <Anchor href={certificate.verifyPath} style={{ wordBreak: 'break-all' }} /> }}
          />
        </Text>
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy} w="fit-content">
              {copied ? t('Address copied') : t('Copy the verification address')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Card>
  );
}
