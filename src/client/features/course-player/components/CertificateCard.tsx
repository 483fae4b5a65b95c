import { Anchor, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import type { HeldCertificate } from '../../../../shared/marketplace/course-player';
import { dateInWords } from '../dates';

/**
 * A completed course's certificate of completion (issue 27 item 2): the date it was issued, the PDF
 * to download, and the verification address anyone can open (printed on the certificate too).
 */
export function CertificateCard({ certificate }: { certificate: HeldCertificate }) {
  const address = `${window.location.origin}${certificate.verifyPath}`;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="certificate-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="certificate-heading">
          Certificate of completion
        </Title>
        <Text size="sm">You completed every lesson of this course on {dateInWords(certificate.issuedAt)}.</Text>
        <Group gap="sm">
          <Button component="a" href={certificate.pdfHref} download>
            Download certificate (PDF)
          </Button>
        </Group>
        <Text size="sm">
          Anyone can check it at{' '}
          <Anchor href={certificate.verifyPath} style={{ wordBreak: 'break-all' }}>
            {address}
          </Anchor>
        </Text>
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy} w="fit-content">
              {copied ? 'Address copied' : 'Copy the verification address'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Card>
  );
}
