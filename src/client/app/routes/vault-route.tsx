import { VaultPage } from '@/client/features/vault/components/vault-page';

export default function Route() {
  return <VaultPage />;
}
