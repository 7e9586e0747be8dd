import { Anchor, Checkbox, type CheckboxProps, Text } from '@mantine/core';
import { paths } from '../routes/paths';

/**
 * "Li e aceito os Termos de Uso e a Política de Privacidade", each opening in a new tab: the box every new login
 * ticks (sign-up, a secretária's invitation). Takes the form's checkbox props.
 */
export function AceiteTermos(props: CheckboxProps) {
  return (
    <Checkbox
      label={
        <Text size="sm" span>
          Li e aceito os{' '}
          <Anchor href={paths.termosUso} target="_blank" rel="noopener" size="sm">
            Termos de Uso
          </Anchor>{' '}
          e a{' '}
          <Anchor href={paths.politicaPrivacidade} target="_blank" rel="noopener" size="sm">
            Política de Privacidade
          </Anchor>
          .
        </Text>
      }
      {...props}
    />
  );
}
