import { AdminSpinner } from "@/components/admin/spinner";

export default function AdminLoading() {
  return <AdminSpinner />;
}
