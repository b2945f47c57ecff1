import { ProjectError } from "@/components/portfolio/project-error";

export default function ProjectNotFound() {
  return <ProjectError message="The project you're looking for doesn't exist or may have been moved." />;
}
