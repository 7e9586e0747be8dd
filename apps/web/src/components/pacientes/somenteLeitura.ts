import { createContext, useContext } from 'react';

/**
 * True inside the file of an archived patient (docs/decisions/0078-archived-patients-read-only.md): the file reads
 * as before and every write would be refused (409), so each tab hides its edit controls. Provided by the patient
 * file (features/pacientes/ficha/FichaPage.tsx); false everywhere else.
 */
export const SomenteLeituraContext = createContext(false);

export const useSomenteLeitura = (): boolean => useContext(SomenteLeituraContext);
