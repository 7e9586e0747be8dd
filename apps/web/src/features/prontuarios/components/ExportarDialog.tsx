import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export interface OpcoesDoPdf {
  anamnese: boolean;
  responsavel: boolean;
}

/**
 * What the whole record's PDF carries besides the entries (docs/product.md §8.6): the anamnese, and the responsável
 * of a patient who has one (ticked for a minor, whose record goes with who answers for them).
 */
export function ExportarDialog({
  opened,
  onClose,
  onExportar,
  temResponsavel,
  menor,
  exportando,
}: {
  opened: boolean;
  onClose: () => void;
  onExportar: (opcoes: OpcoesDoPdf) => void;
  temResponsavel: boolean;
  menor: boolean;
  exportando: boolean;
}) {
  const [opcoes, setOpcoes] = useState<OpcoesDoPdf>({ anamnese: false, responsavel: menor });
  useEffect(() => {
    if (opened) setOpcoes({ anamnese: false, responsavel: menor });
  }, [opened, menor]);
  return (
    <Modal opened={opened} onClose={onClose} title="Exportar o prontuário em PDF" centered>
      <Stack gap="md">
        <Text fz="sm">
          O PDF reúne a identificação do paciente e todas as entradas do prontuário, em ordem cronológica.
        </Text>
        <Checkbox
          label="Incluir a anamnese"
          description="Os campos preenchidos da anamnese, antes das entradas."
          checked={opcoes.anamnese}
          onChange={(e) => setOpcoes((o) => ({ ...o, anamnese: e.currentTarget.checked }))}
        />
        {temResponsavel && (
          <Checkbox
            label="Incluir o responsável"
            description={
              menor
                ? 'Paciente menor de idade: nome, CPF, telefone e parentesco do responsável na identificação.'
                : 'Nome, CPF, telefone e parentesco do responsável na identificação.'
            }
            checked={opcoes.responsavel}
            onChange={(e) => setOpcoes((o) => ({ ...o, responsavel: e.currentTarget.checked }))}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button
            leftSection={<IconFileTypePdf size={17} />}
            loading={exportando}
            onClick={() =>
              onExportar({ anamnese: opcoes.anamnese, responsavel: temResponsavel && opcoes.responsavel })
            }
          >
            Gerar PDF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
